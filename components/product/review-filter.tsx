import { buttonClass } from "@/components/ui/button";
import { recentTerms } from "@/lib/reviews/terms";
import type { UniversityName } from "@/lib/types/university";

type ReviewFilterProps = {
  productId: string;
  university: UniversityName;
  verified?: boolean;
  term?: string | null;
  termError?: string | null;
};

/**
 * The Reviews tab's filter as a plain GET form to /products/{id}/reviews: it works without
 * JavaScript and adds none to the product page, whose first-load budget is spent.
 */
export function ReviewFilter({ productId, university, verified = false, term = null, termError = null }: ReviewFilterProps) {
  return (
    <form method="get" action={`/products/${encodeURIComponent(productId)}/reviews`} aria-label="Filter reviews" className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-3">
      <label className="flex min-h-10 items-center gap-2 text-sm text-slate-900">
        <input type="checkbox" name="verified" value="1" defaultChecked={verified} className="size-4 accent-brand-700" />
        Verified students of this course
        <span className="sr-only">({university.name})</span>
      </label>
      <div>
        <label htmlFor={`review-filter-term-${productId}`} className="block text-sm font-medium text-slate-900">
          Term
        </label>
        <select
          id={`review-filter-term-${productId}`}
          name="term"
          defaultValue={term ?? ""}
          aria-invalid={termError ? true : undefined}
          aria-describedby={termError ? "review-filter-term-error" : undefined}
          className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        >
          <option value="">Any term</option>
          {recentTerms().map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
        Show reviews
      </button>
      {termError ? (
        <p id="review-filter-term-error" className="w-full text-sm text-red-700">
          {termError}
        </p>
      ) : null}
    </form>
  );
}
