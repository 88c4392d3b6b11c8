import * as v from "valibot";
import { checkTerm } from "@/lib/reviews/terms";
import { visibleLength } from "@/lib/utils/visible-text";
import { objectOf } from "./parse";

export const REVIEW_TEXT_MAX = 2000;

const STARS = "Choose from 1 to 5 stars.";
const WRITE = "Write a few words about the course.";

const stars = v.pipe(v.number(STARS), v.integer(STARS), v.minValue(1, STARS), v.maxValue(5, STARS));

/** Kept as typed, ends trimmed; at least one visible character, at most 2000 (firestore.rules check the same). */
const text = v.pipe(
  v.string(WRITE),
  v.trim(),
  v.check((value) => visibleLength(value) > 0, WRITE),
  v.check((value) => value.length <= REVIEW_TEXT_MAX, (issue) => `Keep it to ${REVIEW_TEXT_MAX} characters (now ${(issue.input as string).length}).`),
);

/** One of the current term and the seven before it (lib/reviews/terms.ts); "" is none (null), absent keeps the stored one. */
const term = v.nullish(
  v.pipe(
    v.string("Choose a term from the list."),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const checked = checkTerm(dataset.value);
      if (checked.ok) return checked.term;
      addIssue({ message: checked.error });
      return NEVER;
    }),
  ),
);

/**
 * A review's stars, text and term: what the review form checks before its transaction and what
 * PATCH /api/products/[id]/reviews/[reviewId] reads, checked in that order, as firestore.rules
 * check a new review.
 */
export const reviewBody = objectOf({ stars, text, term }, STARS);
export type ReviewInput = v.InferInput<typeof reviewBody>;
/** `term`: a new term, null to remove it, absent to keep the stored one. */
export type ReviewChange = v.InferOutput<typeof reviewBody>;
export type ReviewFieldErrors = Partial<Record<keyof ReviewInput, string>>;
