import { Link } from "@/components/ui/link";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";

/**
 * The statutory consent to immediate supply (config/checkout-consent.ts), a required box that is
 * never ticked in advance. `error` stands beside it and is what a screen reader hears with it.
 */
export function ConsentCheckbox({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error: string | null }) {
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-4 w-4 shrink-0"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {CHECKOUT_CONSENT.text}{" "}
          <Link href="/info/policies/en/terms_of_conditions" className="text-brand-700 underline underline-offset-2">
            Terms §6
          </Link>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
