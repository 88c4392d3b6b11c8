import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { productTag } from "@/lib/db/products.server";
import { claimReviewRefresh } from "@/lib/db/reviews.server";
import { objectBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

/**
 * Called by the browser right after it saved a review (a client transaction cannot expire the
 * server's cache). Only a caller whose review of that product exists may ask, and a review earns
 * one refresh, so this cannot keep the cache cold; it expires that product's reads only (its page,
 * reviews and outline), never the catalogue's lists, whose order by rating catches up within minutes.
 */
export const POST = route("The page could not be refreshed.", async (request) => {
  const { uid } = await verifyRequest(request);
  const { productId } = await objectBody(request);
  await consumeRateLimit("revalidate", uid);
  const claim = typeof productId === "string" ? await claimReviewRefresh(uid, productId) : "no-review";
  if (claim === "no-review") throw new HttpError(403, "revalidate/no-review", "There is no review of yours to show.");
  // Once per review: a repeated call is answered the same but expires nothing.
  if (claim === "claimed") revalidateTag(productTag(productId as string), { expire: 0 });
  return new NextResponse(null, { status: 204 });
});
