import { Link } from "@/components/ui/link";
import type { Page } from "@/lib/db/cursor";
import type { Product, Rating, Review } from "@/lib/types/product";
import type { UniversityName } from "@/lib/types/university";
import { GroupRatings } from "./group-ratings";
import { ReviewFilter } from "./review-filter";
import { ReviewItem } from "./review-item";

type FilteredReviewsProps = {
  product: Pick<Product, "id" | "title" | "rating" | "verifiedRating">;
  university: UniversityName | null;
  verified: boolean;
  term: string | null;
  termError: string | null;
  /** The rating of the reviews the filter shows, when it names a term. */
  termRating: Rating | null;
  page: Page<Review, string>;
  /** Whether this is a later page (an `after` cursor was given). */
  later: boolean;
};

const describe = (university: UniversityName | null, verified: boolean, term: string | null) =>
  [verified && university ? `by verified students of ${university.name}` : "by everyone", term ? `who took the course in ${term}` : null].filter(Boolean).join(" ");

/** /products/{id}/reviews: one page of the reviews the filter asks for, newest first, with a link to the next. */
export function FilteredReviews({ product, university, verified, term, termError, termRating, page, later }: FilteredReviewsProps) {
  const params = (after: string | null) => {
    const search = new URLSearchParams();
    if (verified) search.set("verified", "1");
    if (term) search.set("term", term);
    if (after) search.set("after", after);
    const query = search.toString();
    return `/products/${encodeURIComponent(product.id)}/reviews${query ? `?${query}` : ""}`;
  };
  return (
    <section aria-labelledby="filtered-reviews-heading" className="max-w-3xl space-y-6">
      <div className="space-y-2">
        <h1 id="filtered-reviews-heading" className="text-2xl font-bold tracking-tight text-slate-900 wrap-anywhere">
          Reviews of {product.title}
        </h1>
        <GroupRatings
          rating={product.rating}
          verifiedRating={product.verifiedRating}
          university={university}
          filtered={term && termRating ? { label: `${verified && university ? `Verified students of ${university.shortName}` : "Reviewers"} who took the course in ${term}`, rating: termRating } : undefined}
        />
      </div>
      {university ? <ReviewFilter productId={product.id} university={university} verified={verified} term={term} termError={termError} /> : null}
      <p role="status" className="text-sm text-slate-700">
        Reviews {describe(university, verified, term)}, newest first{later ? " (continued)" : ""}.
      </p>
      {page.items.length ? (
        <ol aria-label="Reviews" className="divide-y divide-slate-200">
          {page.items.map((review) => (
            <li key={review.id} className="py-4">
              <ReviewItem review={review} university={university} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">No reviews match this filter{later ? " on this page" : " yet"}.</p>
      )}
      <nav aria-label="Review pages" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {page.next ? (
          <Link href={params(page.next)} className="font-semibold text-brand-700 underline">
            Older reviews
          </Link>
        ) : null}
        {later ? (
          <Link href={params(null)} className="text-brand-700 underline">
            Newest reviews
          </Link>
        ) : null}
        <Link href={`/products/${encodeURIComponent(product.id)}#reviews`} className="text-brand-700 underline">
          Back to the course
        </Link>
      </nav>
    </section>
  );
}
