import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { productTag } from "@/lib/db/products.server";
import { route } from "@/lib/http/route";
import { reviewPosted } from "@/lib/reviews/writes.server";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

/**
 * Called once by the reviewer's browser right after its review transaction succeeded (a browser
 * may neither write notifications nor expire the server's cache): the creators are notified and
 * the product's cached reads (its page, reviews and outline, never the catalogue's lists) expire,
 * each once per review however often this is called. Answers `{ notified }`.
 */
export const POST = route("The page could not be refreshed.", async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { uid } = await verifyRequest(request);
  const { id } = await params;
  await consumeRateLimit("review-posted", uid);
  const { notified, refresh } = await reviewPosted(id, uid);
  if (refresh) revalidateTag(productTag(id), { expire: 0 });
  return NextResponse.json({ notified });
});
