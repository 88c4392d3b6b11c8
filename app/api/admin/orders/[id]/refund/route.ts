import { NextResponse } from "next/server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { objectBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";
import { requestRefund } from "@/lib/payments/refund.server";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";

type Context = { params: Promise<{ id: string }> };

/** An admin refunds a paid order in full: { reason }. Answers { status: "refunded" | "requested" }. */
export const POST = route("The refund could not be made. Please try again.", async (request, { params }: Context) => {
  const admin = await verifyAdminRequest(request);
  await consumeRateLimit("refund", admin.uid);
  const { reason } = await objectBody(request);
  const webhookUrl = new URL("/api/payments/webhook", request.url).toString();
  return NextResponse.json(await requestRefund({ orderId: (await params).id, reason, actor: { uid: admin.uid, email: admin.email ?? "" }, webhookUrl }));
});
