import type { Page } from "@/lib/db/cursor";
import type { Rating, Review } from "@/lib/types/product";
import type { ReviewPosted } from "@/lib/reviews/writes.server";
import type { ReviewInput } from "@/lib/schemas/reviews";
import { call, segment, withQuery } from "./core";

// /api/products/[id]/reviews/…: a product's review pages, the one request after a new review,
// and the author's edits and deletions (lib/reviews/writes.server.ts does the writing).

const reviewsOf = (productId: string) => `/api/products/${segment(productId)}/reviews`;

/** Anyone: the page of `productId`'s reviews after `after` (null: the first). */
export async function fetchReviewPage(productId: string, after: string | null): Promise<Page<Review, string>> {
  const { reviews, next } = await call<{ reviews: Review[]; next: string | null }>(withQuery(reviewsOf(productId), { after }), { signedIn: false });
  return { items: reviews, next };
}

/** The reviewer, right after their review transaction: the creators are told and the product's cached page expires. */
export const reviewPosted = (productId: string) => call<Pick<ReviewPosted, "notified">>(`${reviewsOf(productId)}/posted`, { method: "POST", body: {} });

/** The author replaces their review's stars and text; answers the product's new rating. */
export const editReview = async (uid: string, productId: string, change: ReviewInput) =>
  (await call<{ rating: Rating }>(`${reviewsOf(productId)}/${segment(uid)}`, { method: "PATCH", body: change })).rating;

/** The author deletes their review; answers the product's new rating. */
export const deleteReview = async (uid: string, productId: string) => (await call<{ rating: Rating }>(`${reviewsOf(productId)}/${segment(uid)}`, { method: "DELETE" })).rating;
