import type { Rating } from "@/lib/types/product";
import { formatStars } from "@/lib/utils/rating";

/** The star row is decoration; screen readers get this sentence instead. */
export function ratingText({ stars, count }: Rating): string {
  if (count === 0) return "No reviews yet";
  return `Rated ${formatStars(stars)} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`;
}

export function RatingStars({ rating }: { rating: Rating }) {
  const text = ratingText(rating);
  if (rating.count === 0) return <p className="rating-none">{text}</p>;
  const full = Math.round(rating.stars);
  return (
    <p className="rating">
      <span aria-hidden="true" className="rating-stars">
        {"★".repeat(full)}
        <span className="rating-stars-empty">{"★".repeat(5 - full)}</span>
      </span>
      <span aria-hidden="true">{`${formatStars(rating.stars)} (${rating.count})`}</span>
      <span className="sr-only">{text}</span>
    </p>
  );
}
