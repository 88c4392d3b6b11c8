import type { InputHTMLAttributes } from "react";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: string;
  /** Shown under the field and announced with it. */
  error?: string;
};

export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An email address field: the type and autofill every email input of the shop shares. */
export function EmailField(props: Omit<TextFieldProps, "type" | "autoComplete">) {
  return <TextField type="email" autoComplete="email" {...props} />;
}
