import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { notifyCreatorsOfReview } from "@/lib/reviews/notify.server";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

/**
 * Called by the reviewer's browser right after its review transaction succeeded: every creator
 * of the product gets a "review" notification, once per review however often this is called.
 */
export const POST = route("The creators could not be notified.", async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { uid } = await verifyRequest(request);
  const { id } = await params;
  await consumeRateLimit("review-notify", uid);
  const notified = await notifyCreatorsOfReview(id, uid);
  return NextResponse.json({ notified });
});
