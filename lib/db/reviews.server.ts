import "server-only";
import { AggregateField, type Query } from "firebase-admin/firestore";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { Rating, Review, ReviewDoc } from "@/lib/types/product";
import { encodeCursor, type Cursor, type Page } from "./cursor";
import { pageOf, readAll } from "./page.server";
import { productRef, productTag } from "./products.server";
import { storedAs } from "./stored.server";
import { toReview } from "./product-shape";

/** Reviews per page: the product page's first, and each "Show more" after it. */
export const REVIEWS_PAGE_SIZE = 10;

/** products/{id}/reviews/{uid}: one per buyer, written by the buyer's browser (firestore.rules). */
const reviewsOf = (productId: string) => productRef(productId).collection("reviews").withConverter(storedAs<ReviewDoc>());
export const reviewRef = (productId: string, uid: string) => reviewsOf(productId).doc(uid);
/**
 * Every review `uid` wrote, on any product (their data export): a collection-group query on
 * `uid`, whose index firestore.indexes.json declares. Each review's product is its parent's parent.
 */
export const reviewsByAuthor = (uid: string) => readAll(adminDb().collectionGroup("reviews").withConverter(storedAs<ReviewDoc>()).where("uid", "==", uid));

/**
 * One page of a product's reviews, newest first (equal times by id), after `after`: 11 reads at
 * most, whatever the product's review count. `next` is the encoded cursor of the page after.
 */
export async function readReviewPage(productId: string, after: Cursor | null): Promise<Page<Review, string>> {
  const page = await pageOf(reviewsOf(productId), "createdOn", "desc", { size: REVIEWS_PAGE_SIZE, after });
  return { items: page.items.map((doc) => toReview(doc.id, doc.data())), next: page.next ? encodeCursor(page.next) : null };
}

/** The Reviews tab's filters: reviews by verified students of `verifiedUniversity` (the product's own), of one `term`, or both. */
export type ReviewFilter = { verifiedUniversity: string | null; term: string | null };

/**
 * One page of a product's reviews that pass `filter`, newest first, after `after`: an equality
 * query on the indexes firestore.indexes.json declares (reviews: verifiedUniversity/term,
 * createdOn), so 11 reads at most however many reviews the product has.
 */
function filteredReviews(productId: string, filter: ReviewFilter): Query<ReviewDoc> {
  let query: Query<ReviewDoc> = reviewsOf(productId);
  if (filter.verifiedUniversity) query = query.where("verifiedUniversity", "==", filter.verifiedUniversity);
  if (filter.term) query = query.where("term", "==", filter.term);
  return query;
}

export async function readFilteredReviewPage(productId: string, filter: ReviewFilter, after: Cursor | null): Promise<Page<Review, string>> {
  const page = await pageOf(filteredReviews(productId, filter), "createdOn", "desc", { size: REVIEWS_PAGE_SIZE, after });
  return { items: page.items.map((doc) => toReview(doc.id, doc.data())), next: page.next ? encodeCursor(page.next) : null };
}

/**
 * The rating of the reviews that pass `filter` (a term's reviewers, say): one aggregation query,
 * billed one read per 1,000 reviews it counts, where a running total per term would need a field
 * for every term in each review's commit. The whole product's and its verified students' ratings
 * are such running totals on the product document.
 */
export async function readFilteredRating(productId: string, filter: ReviewFilter): Promise<Rating> {
  const snapshot = await filteredReviews(productId, filter).aggregate({ count: AggregateField.count(), total: AggregateField.sum("stars") }).get();
  const { count, total } = snapshot.data();
  return { count, total, stars: count ? total / count : 0 };
}

/**
 * A product's first page of reviews, cached with its other reads: a new review calls
 * POST /api/products/[id]/reviews/posted, which expires the product's tag so the rating and this list agree.
 */
export function listReviews(productId: string): Promise<Page<Review, string>> {
  return unstable_cache(() => readReviewPage(productId, null), ["product-review-page", productId], { revalidate: 300, tags: [productTag(productId)] })();
}
