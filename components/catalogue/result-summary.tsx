import { Link } from "@/components/ui/link";
import type { CatalogueResult } from "@/lib/catalogue/plan";

type ResultSummaryProps = {
  result: CatalogueResult;
  /** The active filters in words (describeFilters). */
  filters: string[];
};

/** How many courses match, which filters narrow them, and the way back to everything. */
export function ResultSummary({ result, filters }: ResultSummaryProps) {
  const { total, offset, items } = result;
  const shown = items.length ? `${offset + 1}–${offset + items.length}` : "";
  // A total is unknown past COUNT_LIMIT, or when the page checked documents itself and stopped early.
  const count = total === null ? "Many courses" : total === 1 ? "1 course" : `${total} courses`;
  const range = shown && (total === null || offset > 0 || items.length < total) ? ` (showing ${shown})` : "";
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:justify-between">
      <p className="font-medium text-slate-900">
        {count} found{range}
      </p>
      {filters.length ? (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>Filtered by:</span>
          <ul className="flex flex-wrap gap-2" aria-label="Active filters">
            {filters.map((filter) => (
              <li key={filter} className="rounded-full bg-slate-100 px-3 py-0.5">
                {filter}
              </li>
            ))}
          </ul>
          <Link href="/courses" className="text-link">
            Clear filters
          </Link>
        </div>
      ) : null}
    </div>
  );
}
