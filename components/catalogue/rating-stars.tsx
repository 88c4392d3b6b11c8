import type { Rating } from "@/lib/types/product";
import { formatStars } from "@/lib/utils/rating";

/** What screen readers hear for a card's rating, instead of the stars and figures shown. */
export function ratingText({ stars, count }: Rating): string {
  if (count === 0) return "No reviews yet";
  return `Rated ${formatStars(stars)} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`;
}

export function RatingStars({ rating }: { rating: Rating }) {
  const text = ratingText(rating);
  if (rating.count === 0) return <p className="rating-none">{text}</p>;
  const full = Math.round(rating.stars);
  return (
    // One image with the sentence as its name: its stars and figures are shown, not read out, and
    // the catalogue's HTML carries the rating once per card instead of a visible and a hidden copy.
    <p className="rating" role="img" aria-label={text}>
      <span className="rating-stars">
        {"★".repeat(full)}
        <span className="rating-stars-empty">{"★".repeat(5 - full)}</span>
      </span>
      <span>{`${formatStars(rating.stars)} (${rating.count})`}</span>
    </p>
  );
}
