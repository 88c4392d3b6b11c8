import type { Page } from "@/lib/db/cursor";
import type { Rating, Review } from "@/lib/types/product";
import type { UniversityName } from "@/lib/types/university";
import { LazyReviewForm } from "./review-form-lazy";
import { ReviewItem } from "./review-item";
import { FeedbackList } from "./feedback-list";
import { GroupRatings } from "./group-ratings";
import { ReviewFilter } from "./review-filter";

type ReviewsPanelProps = {
  productId: string;
  rating: Rating;
  reviews: Page<Review, string>;
  /** The product's university: its verified students' rating, marks and filter. */
  university?: UniversityName | null;
  verifiedRating?: Rating;
  /** The product belongs to a university course, so a review may name the term it was taken in. */
  offerTerm?: boolean;
};

/** The ratings, the form for buyers and the reviews: the newest page rendered here, older ones on "Show more". */
export function ReviewsPanel({ productId, rating, reviews, university = null, verifiedRating, offerTerm = false }: ReviewsPanelProps) {
  return (
    <section aria-labelledby="reviews-heading" className="max-w-3xl space-y-6">
      <div>
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
          Reviews
        </h2>
        <div className="mt-2">
          <GroupRatings rating={rating} verifiedRating={verifiedRating} university={university} />
        </div>
      </div>
      <LazyReviewForm productId={productId} offerTerm={offerTerm} />
      {university && reviews.items.length ? <ReviewFilter productId={productId} university={university} /> : null}
      {reviews.items.length ? (
        <FeedbackList noun="reviews" productId={productId} total={rating.count} shown={reviews.items.length} next={reviews.next} university={university}>
          {reviews.items.map((review) => (
            <li key={review.id} className="py-4">
              <ReviewItem review={review} university={university} />
            </li>
          ))}
        </FeedbackList>
      ) : (
        <p className="text-slate-700">No reviews yet. Learners who own this course can write the first one.</p>
      )}
    </section>
  );
}
