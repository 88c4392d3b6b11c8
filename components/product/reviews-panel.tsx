import type { Page } from "@/lib/db/cursor";
import type { Rating, Review } from "@/lib/types/product";
import { LazyReviewForm } from "./review-form-lazy";
import { ReviewItem } from "./review-item";
import { FeedbackList } from "./feedback-list";
import { ProductRating } from "./stars";

/** The rating, the form for buyers and the reviews: the newest page rendered here, older ones on "Show more". */
export function ReviewsPanel({ productId, rating, reviews }: { productId: string; rating: Rating; reviews: Page<Review, string> }) {
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
      {reviews.items.length ? (
        <FeedbackList noun="reviews" productId={productId} total={rating.count} shown={reviews.items.length} next={reviews.next}>
          {reviews.items.map((review) => (
            <li key={review.id} className="py-4">
              <ReviewItem review={review} />
            </li>
          ))}
        </FeedbackList>
      ) : (
        <p className="text-slate-700">No reviews yet. Learners who own this course can write the first one.</p>
      )}
    </section>
  );
}
