import { visibleLength } from "@/lib/utils/visible-text";

export const REVIEW_TEXT_MAX = 2000;

export type ReviewInput = { stars: number; text: string };
export type ReviewFieldErrors = Partial<Record<keyof ReviewInput, string>>;

/** The checks firestore.rules make on a review, in words a reviewer can act on. */
export function validateReview({ stars, text }: ReviewInput): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) errors.stars = "Choose from 1 to 5 stars.";
  const length = text.trim().length;
  if (visibleLength(text) === 0) errors.text = "Write a few words about the course.";
  else if (length > REVIEW_TEXT_MAX) errors.text = `Keep it to ${REVIEW_TEXT_MAX} characters (now ${length}).`;
  return errors;
}
