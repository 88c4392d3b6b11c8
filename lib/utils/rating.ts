import type { Rating } from "@/lib/types/product";

/**
 * Stored stars are the exact average (total / count); people read one decimal: 4.666… is "4.7".
 * A whole number keeps its ".0" so ratings line up ("4.0", "4.5").
 */
export function formatStars(stars: number): string {
  return (Math.round(stars * 10) / 10).toFixed(1);
}

/** The rating as one sentence, for screen readers and summaries. */
export function ratingSentence({ stars, count }: Rating): string {
  if (count === 0) return "No reviews yet";
  return `Rated ${formatStars(stars)} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`;
}
