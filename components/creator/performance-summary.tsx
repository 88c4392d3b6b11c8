import type { Performance } from "@/lib/creator/performance";
import { MoneyBreakdown } from "./money-breakdown";
import { euros } from "./performance-format";

const cardClass = "rounded-lg border border-slate-200 p-5";

/** The range's totals as four cards (with how the share is calculated), and the all-time rating. */
export function PerformanceSummary({ totals }: { totals: Performance["totals"] }) {
  const cards = [
    { label: "Units sold", value: String(totals.units) },
    { label: "Your share", value: euros(totals.yourShareCents) },
    { label: "Enrolments", value: String(totals.enrolments) },
    { label: "Average rating (all time)", value: totals.reviewCount ? `${totals.rating.toFixed(1)} of 5 (${totals.reviewCount} ${totals.reviewCount === 1 ? "review" : "reviews"})` : "No reviews yet" },
  ];
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className={cardClass}>
            <dt className="text-sm text-slate-700">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{card.value}</dd>
          </div>
        ))}
      </dl>
      {totals.grossCents > 0 ? (
        <div className="mt-3">
          <MoneyBreakdown money={totals} subject="your share in this period" />
        </div>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">Conversion is not shown: visits to product pages are not tracked.</p>
    </section>
  );
}
