type ShareInputProps = {
  id: string;
  label: string;
  value: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  /** The id of the message saying what is wrong with this share, when something is. */
  errorId?: string;
};

/** A whole-number percentage field, as the team editor uses it for every person. */
export function ShareInput({ id, label, value, disabled, onChange, errorId }: ShareInputProps) {
  return (
    <div className="w-28">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={Number.isFinite(value) ? value : ""}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value === "" ? 0 : Number(event.target.value))}
          className="block w-20 rounded-md border border-slate-300 px-2 py-1 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 disabled:bg-slate-50 aria-invalid:border-red-600"
        />
        <span aria-hidden="true" className="text-slate-700">
          %
        </span>
      </div>
    </div>
  );
}
