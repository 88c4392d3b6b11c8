import "server-only";
import { FieldValue } from "firebase-admin/firestore";
import { addNotification } from "@/lib/db/notifications.server";
import { queueMail, readRecipients } from "@/lib/db/mail.server";
import { reviewMail } from "@/lib/mail/creator-mails";
import { mailKeys } from "@/lib/mail/keys";
import { productRef } from "@/lib/db/products.server";
import { reviewRef } from "@/lib/db/reviews.server";
import { adminDb } from "@/lib/firebase/server";
import { excerpt } from "@/lib/utils/excerpt";
import { isDocumentId } from "@/lib/utils/ids";
import { HttpError } from "@/lib/http/error";

/** The notification id per creator and review: a retry can only rewrite the same document. */
export const reviewNotificationId = (productId: string, reviewerUid: string) => `review_${productId}_${reviewerUid}`;

const stars = (count: number) => (count === 1 ? "1 star" : `${count} stars`);

/**
 * Tells every creator of `productId` about the review `reviewerUid` wrote. Reviews are saved by
 * a browser transaction no server code sees, so the reviewer's browser asks for this afterwards.
 * The server decides everything: the review must exist under the caller's uid, and `notifiedAt`
 * on the review (a field browsers can never write: the rules fix a review's keys at creation
 * and forbid updates) makes a replay a no-op, also after a creator deleted the notification.
 * Returns how many creators were notified: 0 when it had been done already.
 */
export async function notifyCreatorsOfReview(productId: string, reviewerUid: string): Promise<number> {
  const noReview = new HttpError(403, "review/no-review", "There is no review of yours for this course.");
  if (!isDocumentId(productId)) throw noReview;
  const reviewed = productRef(productId);
  const review = reviewRef(productId, reviewerUid);
  return adminDb().runTransaction(async (transaction) => {
    const [product, stored] = await Promise.all([transaction.get(reviewed), transaction.get(review)]);
    const data = stored.data();
    if (!product.exists || !data) throw noReview;
    if (data.notifiedAt) return 0;
    const productData = product.data();
    const title = String(productData?.title ?? "");
    const creators = (Array.isArray(productData?.creators) ? productData.creators : []).filter(
      (uid): uid is string => typeof uid === "string" && uid !== reviewerUid,
    );
    const count = Number(data.stars) || 0;
    const text = String(data.text ?? "");
    const author = String(data.authorName ?? "A learner");
    const body = `${author} rated it ${stars(count)}${text ? `: “${excerpt(text)}”` : "."}`;
    const recipients = await readRecipients(creators, transaction);
    const writtenMs = data.createdOn?.toMillis?.() ?? 0;
    for (const creator of new Set(creators)) {
      addNotification(transaction, creator, { type: "review", title: `New review: ${title}`, body, link: `/products/${productId}#reviews` }, reviewNotificationId(productId, reviewerUid));
      queueMail(transaction, recipients, creator, mailKeys.review(productId, reviewerUid, writtenMs, creator), "review", reviewMail({ productId, title, author, stars: count, text }));
    }
    transaction.update(review, { notifiedAt: FieldValue.serverTimestamp() });
    return new Set(creators).size;
  });
}
