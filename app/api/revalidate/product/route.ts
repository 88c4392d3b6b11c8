import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { RequestAuthError, verifyRequest } from "@/lib/auth/verify-request";
import { hasReviewOf } from "@/lib/db/reviews.server";
import { productTag } from "@/lib/db/products.server";

/**
 * Called by the browser right after it saved a review (a client transaction cannot expire the
 * server's cache). Only a caller whose review of that product exists may ask, so this cannot
 * be used to keep the catalogue cache cold; and it expires that product's reads only (its page, reviews
 * and outline), never the catalogue's lists, whose order by rating catches up within minutes.
 */
export async function POST(request: Request) {
  try {
    const { uid } = await verifyRequest(request);
    const body: unknown = await request.json().catch(() => null);
    const productId = typeof body === "object" && body !== null ? (body as Record<string, unknown>).productId : undefined;
    if (typeof productId !== "string" || !(await hasReviewOf(uid, productId))) {
      return NextResponse.json({ code: "revalidate/no-review", error: "There is no review of yours to show." }, { status: 403 });
    }
    revalidateTag(productTag(productId), { expire: 0 });
    return new NextResponse(null, { status: 204 });
  } catch (error) {
    if (error instanceof RequestAuthError) {
      return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
    }
    console.error(error);
    return NextResponse.json({ code: "revalidate/failed", error: "The page could not be refreshed." }, { status: 500 });
  }
}
