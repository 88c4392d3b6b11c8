import { readReviewPage } from "@/lib/db/reviews.server";
import { route } from "@/lib/http/route";
import { productListResponse } from "@/lib/http/product-list-response.server";

/** Anyone: `{ reviews, next }`, 10 reviews of an approved product, newest first, after `?after=`. */
export const GET = route("More reviews could not be loaded. Please try again.", async (request, { params }: { params: Promise<{ id: string }> }) =>
  productListResponse(request, (await params).id, { area: "review", key: "reviews", read: readReviewPage }),
);
