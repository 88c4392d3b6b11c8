import type { Rating } from "@/lib/types/product";
import type { UniversityName } from "@/lib/types/university";
import { formatStars, ratingSentence } from "@/lib/utils/rating";
import { ProductRating } from "./stars";

/**
 * The overall rating and, for a product of a university course, the rating its verified students
 * gave: both read from the product document (kept in each review's commit), never by counting reviews.
 */
export function GroupRatings({ rating, verifiedRating, university }: { rating: Rating; verifiedRating?: Rating; university: UniversityName | null }) {
  if (!university) return <ProductRating rating={rating} />;
  const verified = verifiedRating ?? { stars: 0, count: 0, total: 0 };
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-900">All reviewers</dt>
      <dd>
        <ProductRating rating={rating} />
      </dd>
      <dt className="font-medium text-slate-900">Verified students of {university.shortName}</dt>
      <dd className="text-slate-700">
        {verified.count === 0 ? (
          "No reviews by verified students yet"
        ) : (
          <>
            <span aria-hidden="true">
              <span className="text-amber-500">★</span> <span className="font-semibold text-slate-900">{formatStars(verified.stars)}</span> ({verified.count}{" "}
              {verified.count === 1 ? "review" : "reviews"})
            </span>
            <span className="sr-only">{ratingSentence(verified)}</span>
          </>
        )}
      </dd>
    </dl>
  );
}
