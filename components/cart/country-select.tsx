import { useMemo } from "react";
import { countryOptions } from "@/config/countries";

/** Where the buyer lives: it sets the VAT on their invoice. `error` stands beside the field. */
export function CountrySelect({ id, value, onChange, error }: { id: string; value: string; onChange: (code: string) => void; error: string | null }) {
  const options = useMemo(() => countryOptions(), []);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Country you live in
      </label>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      >
        <option value="">Choose your country</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Sets the VAT on your invoice: your country&apos;s rate in the EU, none outside it.
        </p>
      )}
    </div>
  );
}
