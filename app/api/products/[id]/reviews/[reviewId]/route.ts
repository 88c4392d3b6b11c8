import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { productTag } from "@/lib/db/products.server";
import { objectBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { deleteOwnReview, editOwnReview } from "@/lib/reviews/writes.server";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { reviewBody } from "@/lib/schemas/reviews";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

type Params = { params: Promise<{ id: string; reviewId: string }> };

/**
 * Only the author changes a review: a review's id is its author's uid, so any other id is
 * someone else's review and is refused before anything is read. Each change expires the product's
 * cached page at once (its rating and reviews), rate-limited per account like the refresh after a
 * new review (decision 0132).
 */
async function author(request: Request, params: Params["params"]) {
  const { uid } = await verifyRequest(request);
  const { id, reviewId } = await params;
  if (reviewId !== uid) throw new HttpError(403, "review/not-yours", "You can only edit or delete your own review.");
  return { uid, productId: id };
}

/** The author: `{ stars, text }` replace theirs; answers `{ rating }`, the product's new rating. */
export const PATCH = route("Your review could not be saved. Please try again.", async (request, { params }: Params) => {
  const { uid, productId } = await author(request, params);
  // Checked before the rate limit: a mistyped edit costs none of the hour's changes.
  const change = parseOrRefuse(reviewBody, await objectBody(request), "review/invalid");
  await consumeRateLimit("review-change", uid);
  const rating = await editOwnReview(uid, productId, change);
  revalidateTag(productTag(productId), { expire: 0 });
  return NextResponse.json({ rating });
});

/** The author: their review goes, and its stars leave the rating; answers `{ rating }`. */
export const DELETE = route("Your review could not be deleted. Please try again.", async (request, { params }: Params) => {
  const { uid, productId } = await author(request, params);
  await consumeRateLimit("review-change", uid);
  const rating = await deleteOwnReview(uid, productId);
  revalidateTag(productTag(productId), { expire: 0 });
  return NextResponse.json({ rating });
});
