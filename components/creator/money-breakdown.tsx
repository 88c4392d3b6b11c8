import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";
import { CARD_FEE, CREATORS_SHARE_PERCENT, PAYOUT_HOLD_DAYS } from "@/config/payouts";
import type { BreakdownCents } from "@/lib/payments/sale-breakdown";
import { formatDate, formatPrice } from "@/lib/utils/format";

/** One sale's breakdown carries its rates and hold; a sum over many sales does not. */
export type BreakdownView = BreakdownCents & { vatPercent?: number; sharePercent?: number; heldUntil?: string | null };

const euros = (cents: number) => formatPrice(cents / 100);
const minus = (cents: number) => `−${euros(cents)}`;
const percent = (value: number) => `${value} %`;

type Row = { label: string; amount: string; total?: boolean };

function rowsOf(money: BreakdownView): Row[] {
  const fee = `${percent(CARD_FEE.permille / 10)} + ${euros(CARD_FEE.fixedCents)}`;
  // A sum over several sales has no single VAT rate or share percentage.
  const one = money.sharePercent !== undefined;
  return [
    { label: one ? "Price paid by the learner (VAT included)" : "Prices paid by learners (VAT included)", amount: euros(money.grossCents) },
    { label: money.vatPercent === undefined ? "VAT (each buyer's country's rate)" : `VAT (${percent(money.vatPercent)})`, amount: minus(money.vatCents) },
    { label: `${one ? "Card fee" : "Card fees"} (${fee}${one ? "" : " each"})`, amount: minus(money.cardFeeCents) },
    { label: "Net revenue", amount: euros(money.netCents), total: true },
    { label: `${brand.name} commission (${100 - CREATORS_SHARE_PERCENT} % of net)`, amount: minus(money.commissionCents) },
    ...(money.othersCents ? [{ label: "Co-creators' shares", amount: minus(money.othersCents) }] : []),
    {
      label: one ? `Your share (${percent(money.sharePercent!)} of the creators' ${CREATORS_SHARE_PERCENT} %)` : "Your share of these sales",
      amount: euros(money.yourShareCents),
      total: true,
    },
  ];
}

/**
 * "How is this calculated?": the steps from the learner's price to the creator's share, the same
 * cents on the dashboard, Payouts and Performance (lib/payments/sale-breakdown.ts). A native
 * disclosure, so it opens with Enter or Space and screen readers announce its state. `subject`
 * names what is explained for screen readers, where a list repeats the summary.
 */
export function MoneyBreakdown({ money, subject }: { money: BreakdownView; subject?: string }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        How is this calculated?{subject ? <span className="sr-only"> ({subject})</span> : null}
      </summary>
      <div className="mt-2 max-w-md rounded-md border border-slate-200 bg-slate-50 p-3">
        <dl className="space-y-1">
          {rowsOf(money).map((row) => (
            <div key={row.label} className={`flex items-baseline justify-between gap-3 ${row.total ? "border-t border-slate-200 pt-1 font-semibold text-slate-900" : "text-slate-700"}`}>
              <dt className="min-w-0">{row.label}</dt>
              <dd className="shrink-0 whitespace-nowrap tabular-nums">{row.amount}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-slate-700">
          {money.heldUntil
            ? `Held until ${formatDate(money.heldUntil)} in case of a refund, then available to pay out.`
            : `Each share is held ${PAYOUT_HOLD_DAYS} days after the sale in case of a refund, then available to pay out.`}{" "}
          <Link href="/info/company/profitmodel" className="text-link underline underline-offset-2">
            How creators are paid
          </Link>
        </p>
      </div>
    </details>
  );
}
