import "server-only";
import { FieldValue, type DocumentData, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { queueMail, readRecipients } from "@/lib/db/mail.server";
import { addNotification } from "@/lib/db/notifications.server";
import { productRef } from "@/lib/db/products.server";
import { relationRef } from "@/lib/db/relations.server";
import { reviewRef } from "@/lib/db/reviews.server";
import { runRepeatableTransaction } from "@/lib/db/transactions.server";
import { adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import { reviewMail } from "@/lib/mail/creator-mails";
import { mailKeys } from "@/lib/mail/keys";
import { rerate, type Rating, type ReviewDoc } from "@/lib/types/product";
import { excerpt } from "@/lib/utils/excerpt";
import { isDocumentId } from "@/lib/utils/ids";
import type { ReviewChange } from "@/lib/schemas/reviews";

// Every server write of a review. A new review is the browser's transaction (lib/db/reviews.ts,
// held by firestore.rules), followed by one request that lands in reviewPosted. Edits and
// deletions go through the server (docs/decisions/0168-review-changes-through-server.md): the
// review and its product's rating change in one Admin SDK transaction, whose locks serialise
// concurrent reviewers, and the route expires the product's cached page in the same request.

const noReview = () => new HttpError(404, "review/no-review", "You have no review of this course to change.");

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

/** The notification id per creator and review: a retry can only rewrite the same document. */
export const reviewNotificationId = (productId: string, reviewerUid: string) => `review_${productId}_${reviewerUid}`;

const starsText = (count: number) => (count === 1 ? "1 star" : `${count} stars`);

/** What the follow-up of a new review did: creators notified now (0 when done before), and whether the product's cache is to expire now. */
export type ReviewPosted = { notified: number; refresh: boolean };

/**
 * The server's half of a new review, which the browser's transaction saved where no server code
 * sees it: every creator of `productId` gets a "review" notification and mail, and the review
 * earns one expiry of its product's cached page (docs/decisions/0216-one-request-after-a-review.md).
 * The review must exist under the caller's uid. `notifiedAt` and `refreshedAt` on it (fields no
 * browser can write: the rules fix a review's keys at creation and forbid updates) make a replay a
 * no-op, also after a creator deleted the notification, so calling again cannot keep the cache cold.
 */
export async function reviewPosted(productId: string, reviewerUid: string): Promise<ReviewPosted> {
  const noReview = new HttpError(403, "review/no-review", "There is no review of yours for this course.");
  if (!isDocumentId(productId)) throw noReview;
  const reviewed = productRef(productId);
  const review = reviewRef(productId, reviewerUid);
  return adminDb().runTransaction(async (transaction) => {
    const [product, stored] = await Promise.all([transaction.get(reviewed), transaction.get(review)]);
    const data = stored.data();
    if (!data) throw noReview;
    const refresh = !data.refreshedAt;
    // A course gone from the catalogue has nobody to tell, but its cached page may still expire.
    const notify = product.exists && !data.notifiedAt;
    const notified = notify ? await notifyCreators(transaction, productId, reviewerUid, product.data() ?? {}, data) : 0;
    const marks = { ...(notify ? { notifiedAt: FieldValue.serverTimestamp() } : {}), ...(refresh ? { refreshedAt: FieldValue.serverTimestamp() } : {}) };
    if (Object.keys(marks).length) transaction.update(review, marks);
    return { notified, refresh };
  });
}

/** Queues the notification and mail of a new review for each creator but the reviewer; answers how many. */
async function notifyCreators(transaction: Transaction, productId: string, reviewerUid: string, productData: DocumentData, data: ReviewDoc): Promise<number> {
  const title = String(productData.title ?? "");
  const creators = new Set((Array.isArray(productData.creators) ? productData.creators : []).filter((uid): uid is string => typeof uid === "string" && uid !== reviewerUid));
  const count = Number(data.stars) || 0;
  const text = String(data.text ?? "");
  const author = String(data.authorName ?? "A learner");
  const body = `${author} rated it ${starsText(count)}${text ? `: “${excerpt(text)}”` : "."}`;
  const recipients = await readRecipients([...creators], transaction);
  const writtenMs = data.createdOn?.toMillis?.() ?? 0;
  for (const creator of creators) {
    addNotification(transaction, creator, { type: "review", title: `New review: ${title}`, body, link: `/products/${productId}#reviews` }, reviewNotificationId(productId, reviewerUid));
    queueMail(transaction, recipients, creator, mailKeys.review(productId, reviewerUid, writtenMs, creator), "review", reviewMail({ productId, title, author, stars: count, text }));
  }
  return creators.size;
}
