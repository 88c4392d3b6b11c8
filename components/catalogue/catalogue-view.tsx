import { Link } from "@/components/ui/link";
import { describeFilters } from "@/lib/catalogue/labels";
import { hasFilters, type CatalogueQuery } from "@/lib/catalogue/query";
import { firestoreSearchIndex } from "@/lib/db/products.server";
import { listUniversities } from "@/lib/db/universities.server";
import { CatalogueForm } from "./catalogue-form";
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
        {result.items.length ? (
          <ProductGrid products={result.items} universities={universities} label="Search results" eager />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <p className="text-lg font-semibold text-slate-900">No courses match your search.</p>
            <p className="mt-2 text-slate-700">
              {query.after
                ? result.nextCursor
                  ? "None of the courses checked for this page match; the next page looks further."
                  : "There are no more results."
                : "Try fewer or more general words, check the spelling, or remove a filter."}
            </p>
            {hasFilters(query) || query.after ? (
              <Link href="/courses" className="mt-4 inline-block text-link">
                Show all courses
              </Link>
            ) : null}
          </div>
        )}
        <Pager query={query} nextCursor={result.nextCursor} />
      </section>
    </div>
  );
}
