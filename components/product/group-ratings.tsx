import type { Rating } from "@/lib/types/product";
import type { UniversityName } from "@/lib/types/university";
import { formatStars, ratingSentence } from "@/lib/utils/rating";
import { ProductRating } from "./stars";

/**
 * The overall rating and, for a product of a university course, the rating its verified students
 * gave (both running totals on the product document), and on a filtered page the rating of the
 * reviews it shows (a term's reviewers, counted by one aggregation query).
 */
export function GroupRatings({ rating, verifiedRating, university, filtered }: { rating: Rating; verifiedRating?: Rating; university: UniversityName | null; filtered?: { label: string; rating: Rating } }) {
  if (!university) return <ProductRating rating={rating} />;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-900">All reviewers</dt>
      <dd>
        <ProductRating rating={rating} />
      </dd>
      <dt className="font-medium text-slate-900">Verified students of {university.shortName}</dt>
      <GroupRating rating={verifiedRating ?? { stars: 0, count: 0, total: 0 }} none="No reviews by verified students yet" />
      {filtered ? (
        <>
          <dt className="font-medium text-slate-900">{filtered.label}</dt>
          <GroupRating rating={filtered.rating} none="No reviews yet" />
        </>
      ) : null}
    </dl>
  );
}

function GroupRating({ rating, none }: { rating: Rating; none: string }) {
  return (
    <dd className="text-slate-700">
      {rating.count === 0 ? (
        none
      ) : (
        <>
          <span aria-hidden="true">
            <span className="text-amber-500">★</span> <span className="font-semibold text-slate-900">{formatStars(rating.stars)}</span> ({rating.count}{" "}
            {rating.count === 1 ? "review" : "reviews"})
          </span>
          <span className="sr-only">{ratingSentence(rating)}</span>
        </>
      )}
    </dd>
  );
}
