import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { cancelOpenOrder } from "@/lib/orders/cancel-order.server";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

type Context = { params: Promise<{ id: string }> };

/**
 * The buyer cancels their order that waits for payment (no body). Answers `{ status: "cancelled" }`,
 * or 4xx `{ error, code }` for an order that is paid, closed or someone else's. Counted with
 * checkouts: cancelling is how a buyer starts another.
 */
export const POST = route("The order could not be cancelled. Please try again.", async (request, { params }: Context) => {
  const { uid } = await verifyRequest(request);
  await consumeRateLimit("checkout", uid);
  return NextResponse.json(await cancelOpenOrder({ orderId: (await params).id, uid }));
});
