import type { Page } from "@/lib/db/cursor";
import type { Review } from "@/lib/types/product";
import { afterCursor, getPublicJson } from "@/lib/utils/public-api";

/** The page of `productId`'s reviews after `after` (GET /api/products/[id]/reviews). */
export async function fetchReviewPage(productId: string, after: string | null): Promise<Page<Review, string>> {
  const { reviews, next } = await getPublicJson<{ reviews: Review[]; next: string | null }>(afterCursor(`/api/products/${encodeURIComponent(productId)}/reviews`, after));
  return { items: reviews, next };
}
