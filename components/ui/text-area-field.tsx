import type { TextareaHTMLAttributes } from "react";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value"> & {
  id: string;
  label: string;
  value: string;
  /** Shown as "12 / 160" so the limit is known before it is hit. */
  limit?: number;
  hint?: string;
  error?: string;
};

export function TextAreaField({ id, label, value, limit, hint, error, ...textarea }: TextAreaFieldProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", limit ? `${id}-count` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600"
        {...textarea}
      />
      <div className="mt-1 flex justify-between gap-4 text-sm">
        {error ? (
          <p id={`${id}-error`} className="text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        {limit ? (
          <span id={`${id}-count`} className={value.length > limit ? "text-red-700" : "text-slate-600"}>
            {value.length} / {limit}
          </span>
        ) : null}
      </div>
    </div>
  );
}
