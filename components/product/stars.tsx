import type { Rating } from "@/lib/types/product";
import { formatStars, ratingSentence } from "@/lib/utils/rating";

/** Five stars, filled to the nearest whole: decoration only, the words are beside them. */
function StarRow({ stars }: { stars: number }) {
  const full = Math.min(5, Math.max(0, Math.round(stars)));
  return (
    <span aria-hidden="true" className="tracking-tight text-amber-500">
      {"★".repeat(full)}
      <span className="text-slate-300">{"★".repeat(5 - full)}</span>
    </span>
  );
}

/** A product's rating: stars, "4.7" and the count visible; one sentence for screen readers. */
export function ProductRating({ rating }: { rating: Rating }) {
  if (rating.count === 0) return <p className="text-sm text-slate-600">No reviews yet</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <StarRow stars={rating.stars} />
      <span aria-hidden="true">
        <span className="font-semibold text-slate-900">{formatStars(rating.stars)}</span> ({rating.count}{" "}
        {rating.count === 1 ? "review" : "reviews"})
      </span>
      <span className="sr-only">{ratingSentence(rating)}</span>
    </p>
  );
}

/** One review's stars. */
export function ReviewStars({ stars }: { stars: number }) {
  return (
    <span className="text-sm">
      <StarRow stars={stars} />
      <span className="sr-only">{`${stars} out of 5 stars`}</span>
    </span>
  );
}
