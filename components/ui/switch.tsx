"use client";

type SwitchProps = {
  label: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  /** A locked switch stays as it is and says so to screen readers. */
  locked?: boolean;
  description?: string;
};

export function Switch({ label, checked, onChange, locked = false, description }: SwitchProps) {
  return (
    <label className={`flex items-start gap-3 ${locked ? "cursor-not-allowed" : "cursor-pointer"}`}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-disabled={locked || undefined}
        disabled={locked}
        onClick={() => onChange?.(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
          checked ? "bg-brand-700" : "bg-slate-400"
        } ${locked ? "opacity-70" : ""}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            checked ? "translate-x-5" : "translate-x-0.5"
          }`}
        />
      </button>
      <span className="text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        {description ? <span className="block text-slate-600">{description}</span> : null}
      </span>
    </label>
  );
}
