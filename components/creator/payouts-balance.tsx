import { PAYOUT_HOLD_DAYS } from "@/config/payouts";
import type { PayoutBalance } from "@/lib/types/payout";
import { formatPrice } from "@/lib/utils/format";

const figures: { key: keyof PayoutBalance; label: string; hint: string }[] = [
  { key: "available", label: "Available", hint: "Ready to pay out now." },
  { key: "pending", label: "On hold", hint: `Recent sales, held ${PAYOUT_HOLD_DAYS} days in case of a refund.` },
  { key: "paid", label: "Paid out", hint: "Already sent to your payout account." },
];

/** The three balances, in EUR. */
export function PayoutsBalance({ balance }: { balance: PayoutBalance }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map(({ key, label, hint }) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{formatPrice(balance[key])}</dd>
          <dd className="mt-1 text-xs text-slate-600">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}
