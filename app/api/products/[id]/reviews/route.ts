import { readReviewPage } from "@/lib/db/reviews.server";
import { productListResponse } from "@/lib/utils/product-list-response.server";

/** Anyone: `{ reviews, next }`, 10 reviews of an approved product, newest first, after `?after=`. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return productListResponse(request, (await params).id, { area: "review", key: "reviews", read: readReviewPage });
}
