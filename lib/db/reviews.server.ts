import "server-only";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { Review } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { productTag } from "./products.server";
import { toReview } from "./product-shape";

/** The most reviews a product page shows; the rating above them counts all of them. */
export const REVIEWS_SHOWN = 10;

/**
 * A product's newest reviews, cached with its other reads: a new review calls
 * POST /api/revalidate/product, which expires the product's tag so the rating and this list agree.
 */
export function listReviews(productId: string): Promise<Review[]> {
  return unstable_cache(
    async () => {
      const snapshot = await adminDb().collection(`products/${productId}/reviews`).orderBy("createdOn", "desc").limit(REVIEWS_SHOWN).get();
      return snapshot.docs.map((doc) => toReview(doc.id, doc.data()));
    },
    ["product-reviews", productId],
    { revalidate: 300, tags: [productTag(productId)] },
  )();
}

/** Straight from Firestore: whether `uid` has reviewed `productId` (review ids are uids). */
export async function hasReviewOf(uid: string, productId: string): Promise<boolean> {
  if (!isDocumentId(productId)) return false;
  return (await adminDb().doc(`products/${productId}/reviews/${uid}`).get()).exists;
}
