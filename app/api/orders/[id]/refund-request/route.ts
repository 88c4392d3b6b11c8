import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { requestRefundAsBuyer } from "@/lib/orders/refund-requests.server";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

type Context = { params: Promise<{ id: string }> };

/**
 * The buyer asks for a refund of their order: `{ reason }`. Answers `{ state: "pending" }`, or
 * 4xx `{ error, code }` for a second request, a closed window, a waived right, someone else's order.
 */
export const POST = route("Your refund request could not be sent. Please try again.", async (request, { params }: Context) => {
  const token = await verifyRequest(request);
  await consumeRateLimit("refund-request", token.uid);
  const { reason } = await objectBody(request);
  return NextResponse.json(await requestRefundAsBuyer({ orderId: (await params).id, buyer: { uid: token.uid, email: token.email ?? "" }, reason }));
});
