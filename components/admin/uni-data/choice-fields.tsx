export type Option = { value: string; label: string };

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600 disabled:bg-slate-100";

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  options: Option[];
  /** The first, empty entry, e.g. "Choose a university". */
  placeholder: string;
  onChange: (value: string) => void;
  error?: string;
  /** Why there is nothing to choose, under the select. */
  hint?: string;
  disabled?: boolean;
};

/** A labelled select whose entries show full names and carry ids (SPEC §3 "List entries hold id and full name"). */
export function SelectField({ id, label, value, options, placeholder, onChange, error, hint, disabled }: SelectFieldProps) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={control}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type CheckboxGroupProps = { id: string; legend: string; options: Option[]; values: string[]; onChange: (values: string[]) => void; empty: string; error?: string };

/** Several choices (a course's degrees), one fieldset with its message under it. */
export function CheckboxGroup({ id, legend, options, values, onChange, empty, error }: CheckboxGroupProps) {
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((entry) => entry !== value));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="block text-sm font-medium text-slate-900">{legend}</legend>
      {options.length ? (
        <div className="mt-2 space-y-2">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-slate-900">
              <input type="checkbox" checked={values.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} className="size-4 accent-brand-700" />
              {option.label}
            </label>
          ))}
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
