import type { Rating, Review } from "@/lib/types/product";
import { formatDate } from "@/lib/utils/format";
import { LazyReviewForm } from "./review-form-lazy";
import { ProductRating, ReviewStars } from "./stars";

/** The rating, the form for buyers and the newest reviews; review text is plain text. */
export function ReviewsPanel({ productId, rating, reviews }: { productId: string; rating: Rating; reviews: Review[] }) {
  return (
    <section aria-labelledby="reviews-heading" className="max-w-3xl space-y-6">
      <div>
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
          Reviews
        </h2>
        <div className="mt-2">
          <ProductRating rating={rating} />
        </div>
      </div>
      <LazyReviewForm productId={productId} />
      {reviews.length && rating.count > reviews.length ? (
        <p className="text-sm text-slate-600">{`The ${reviews.length} newest of ${rating.count} reviews.`}</p>
      ) : null}
      {reviews.length ? (
        <ol className="divide-y divide-slate-200">
          {reviews.map((review) => (
            <li key={review.id} className="py-4">
              <article aria-labelledby={`review-${review.id}`}>
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h3 id={`review-${review.id}`} className="font-semibold text-slate-900">
                    {review.authorName}
                  </h3>
                  <ReviewStars stars={review.stars} />
                  <time dateTime={review.createdOn} className="text-sm text-slate-600">
                    {formatDate(review.createdOn)}
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-700">{review.text}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">No reviews yet. Learners who own this course can write the first one.</p>
      )}
    </section>
  );
}
