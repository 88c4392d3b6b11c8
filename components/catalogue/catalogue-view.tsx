import { describeFilters } from "@/lib/catalogue/labels";
import type { CatalogueQuery } from "@/lib/catalogue/query";
import { firestoreSearchIndex } from "@/lib/catalogue/search.server";
import { listUniversities } from "@/lib/db/universities.server";
import { CatalogueForm } from "./catalogue-form";
import { NoResults } from "./no-results";
import { Pager } from "./pager";
import { ProductGrid } from "./product-grid";
import { ResultSummary } from "./result-summary";

export const catalogueDescription =
  "Search sustainability video courses and documents by topic, university, price, difficulty and Sustainable Development Goal.";

/** /courses for one search: the form, the results of one page and the way to the next. */
export async function CatalogueView({ query }: { query: CatalogueQuery }) {
  const [result, universities] = await Promise.all([firestoreSearchIndex.search(query), listUniversities()]);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Courses</h1>
        <p className="mt-2 text-slate-700">{catalogueDescription}</p>
      </header>
      <CatalogueForm query={query} universities={universities} />
      <section aria-labelledby="results-heading" className="space-y-6">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <ResultSummary result={result} filters={describeFilters(query, universities)} />
        {result.typos && result.items.length ? (
          <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-slate-900">
            No exact matches for “{query.q}”: showing courses with similar words.
          </p>
        ) : null}
        {result.items.length ? (
          <ProductGrid products={result.items} universities={universities} label="Search results" eager />
        ) : (
          <NoResults query={query} result={result} />
        )}
        <Pager query={query} nextCursor={result.nextCursor} />
      </section>
    </div>
  );
}
