import { addReview, ReviewError } from "@/lib/db/reviews";
import { editReview as editThroughRoute, reviewPosted } from "@/lib/api/reviews";
import { parseOr } from "@/lib/schemas/parse";
import { reviewBody, type ReviewInput } from "@/lib/schemas/reviews";

// Every browser write of a review (the server's are in ./writes.server.ts). A new review is the
// browser's transaction, which firestore.rules hold (owner, once, rating raised by exactly its
// stars), then ONE request for what only the server may do; edits and deletions go through the
// route whole (docs/decisions/0216-one-request-after-a-review.md).

/**
 * Checks `uid`'s review of `productId` with the form's schema, saves it, then asks the server to notify the creators and expire the
 * product's cached page. `shown`: that request succeeded, so a refresh shows the review now; a
 * failed one never fails the saved review (it appears once the cache expires).
 */
export async function postReview(uid: string, productId: string, input: ReviewInput & { authorName: string }): Promise<{ shown: boolean }> {
  const checked = parseOr(reviewBody, input, ({ message }) => new ReviewError("invalid", message));
  await addReview(uid, productId, { ...checked, authorName: input.authorName });
  const shown = await reviewPosted(productId).then(
    () => true,
    () => false,
  );
  return { shown };
}

/** Replaces the stars and text of `uid`'s review; the server moves the rating and expires the cached page. Refusals are HttpErrors whose message can be shown. */
export const editReview = (uid: string, productId: string, input: ReviewInput) => editThroughRoute(uid, productId, { stars: input.stars, text: input.text.trim() });

/** Deletes `uid`'s review and takes its stars out of the rating; they may review again after. */
export { deleteReview } from "@/lib/api/reviews";
