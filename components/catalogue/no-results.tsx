import { Link } from "@/components/ui/link";
import { catalogueHref, hasFilters, type CatalogueQuery } from "@/lib/catalogue/query";
import type { CatalogueResult } from "@/lib/catalogue/plan";

/** An empty page of results, with the ways on: nearer words, fewer filters, the universities. */
export function NoResults({ query, result }: { query: CatalogueQuery; result: CatalogueResult }) {
  const suggestions = result.suggestions ?? [];
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-slate-900">No courses match your search.</p>
      {suggestions.length ? (
        <div className="mt-3 text-slate-700">
          <p id="suggestions-heading">Did you mean:</p>
          <ul aria-labelledby="suggestions-heading" className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-1">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link href={catalogueHref(query, { q: suggestion, after: undefined })} className="font-medium text-link">
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-2 text-slate-700">
        {query.after
          ? result.nextCursor
            ? "None of the courses checked for this page match; the next page looks further."
            : "There are no more results."
          : "Try fewer or more general words, check the spelling, or remove a filter."}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {hasFilters(query) || query.after ? (
          <Link href="/courses" className="text-link">
            Show all courses
          </Link>
        ) : null}
        <Link href="/universities" className="text-link">
          Browse courses by university
        </Link>
      </div>
    </div>
  );
}
