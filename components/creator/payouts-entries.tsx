import type { PayoutEntry } from "@/lib/types/payout";
import { formatDate, formatPrice } from "@/lib/utils/format";

const statusText: Record<PayoutEntry["status"], string> = {
  pending: "On hold",
  available: "Available",
  processing: "Being paid out",
  paid: "Paid out",
  reversed: "Refunded",
};

function detail(entry: PayoutEntry) {
  if (entry.kind === "reversal") return "Refund of a share already paid out";
  if (entry.status === "pending") return `Your ${entry.share}% · available ${formatDate(entry.availableOn)}`;
  if (entry.status === "paid" && entry.paidOn) return `Your ${entry.share}% · paid ${formatDate(entry.paidOn)}`;
  return `Your ${entry.share}%`;
}

/** The latest ledger entries: one per sale share, and one per refund of a paid share. */
export function PayoutsEntries({ entries }: { entries: PayoutEntry[] }) {
  if (!entries.length) return <p className="text-slate-700">No sales yet. Your share of each sale appears here.</p>;
  return (
    <ul aria-label="Latest payout entries" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{entry.title || entry.productId}</p>
            <p className="text-sm text-slate-700">
              {formatDate(entry.createdOn)} · {detail(entry)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className={`font-semibold ${entry.amount < 0 ? "text-red-700" : "text-slate-900"}`}>{formatPrice(entry.amount)}</span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">{statusText[entry.status]}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
