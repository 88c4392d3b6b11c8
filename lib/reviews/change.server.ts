import "server-only";
import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { productRef } from "@/lib/db/products.server";
import { relationRef } from "@/lib/db/relations.server";
import { reviewRef } from "@/lib/db/reviews.server";
import { runRepeatableTransaction } from "@/lib/db/transactions.server";
import { adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import type { Rating } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { rerate } from "./rating";
import { checkTerm } from "./terms";
import { validateReview } from "./validation";

// Edits and deletions go through the server (docs/decisions/0168-review-changes-through-server.md):
// the review and its product's rating change in one Admin SDK transaction, whose locks serialise
// concurrent reviewers, and the route expires the product's cached page in the same request.

const noReview = () => new HttpError(404, "review/no-review", "You have no review of this course to change.");

/** `term`: a new term, null to remove it, absent to keep the stored one. */
export type ReviewChange = { stars: number; text: string; term?: string | null };

/** The caller's new stars, text and term from a request body, checked as the form and firestore.rules check a new review. */
export function reviewChange(body: Record<string, unknown>): ReviewChange {
  const stars = typeof body.stars === "number" ? body.stars : Number.NaN;
  const text = typeof body.text === "string" ? body.text.trim() : "";
  const errors = validateReview({ stars, text });
  const term = "term" in body ? checkTerm(body.term) : null;
  const problem = errors.stars ?? errors.text ?? (term && !term.ok ? term.error : undefined);
  if (problem) throw new HttpError(400, "review/invalid", problem);
  return term?.ok ? { stars, text, term: term.term } : { stars, text };
}

/** The verified students' rating after a marked review changes; unmarked reviews leave it alone. */
function verifiedRatingAfter(product: DocumentSnapshot, review: { verifiedUniversity?: string }, change: { add?: number; remove?: number }) {
  return review.verifiedUniversity ? { verifiedRating: rerate(product.get("verifiedRating"), change) } : {};
}

/**
 * Replaces the stars and text of `uid`'s review of `productId`, and moves the product's rating
 * by exactly the difference in stars. The reviewer must still own the course, as when they wrote
 * it. Returns the product's new rating.
 */
export async function editOwnReview(uid: string, productId: string, { stars, text, term }: ReviewChange): Promise<Rating> {
  if (!isDocumentId(productId)) throw noReview();
  return runRepeatableTransaction(adminDb(), async (tx) => {
    const [product, review, relation] = await Promise.all([tx.get(productRef(productId)), tx.get(reviewRef(productId, uid)), tx.get(relationRef(uid, productId))]);
    const before = review.data();
    if (!product.exists || !before) throw noReview();
    if (product.get("state") !== "approved") throw new HttpError(409, "review/not-available", "This course is no longer available, so its reviews cannot change.");
    if (!relation.exists) throw new HttpError(403, "review/not-owner", "Only learners who own this course can change a review of it.");
    const rating = rerate(product.get("rating"), { add: stars, remove: before.stars });
    const termChange = term === undefined ? {} : { term: term ?? FieldValue.delete() };
    tx.update(reviewRef(productId, uid), { stars, text, ...termChange, editedOn: FieldValue.serverTimestamp() });
    if (stars !== before.stars) tx.update(productRef(productId), { rating, ...verifiedRatingAfter(product, before, { add: stars, remove: before.stars }) });
    return rating;
  });
}

/**
 * Deletes `uid`'s review of `productId` and takes its stars out of the product's rating, whatever
 * the product's state: people may always withdraw their words. They may review again afterwards.
 */
export async function deleteOwnReview(uid: string, productId: string): Promise<Rating> {
  if (!isDocumentId(productId)) throw noReview();
  return runRepeatableTransaction(adminDb(), async (tx) => {
    const [product, review] = await Promise.all([tx.get(productRef(productId)), tx.get(reviewRef(productId, uid))]);
    const before = review.data();
    if (!before) throw noReview();
    const rating = rerate(product.get("rating"), { remove: before.stars });
    tx.delete(reviewRef(productId, uid));
    if (product.exists) tx.update(productRef(productId), { rating, ...verifiedRatingAfter(product, before, { remove: before.stars }) });
    return rating;
  });
}
