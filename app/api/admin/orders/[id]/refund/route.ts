import { NextResponse } from "next/server";
import { readBody } from "@/lib/admin/responses.server";
import { RequestAuthError, verifyAdminRequest } from "@/lib/auth/verify-request";
import { RefundError, requestRefund } from "@/lib/payments/refund.server";

type Context = { params: Promise<{ id: string }> };

/** An admin refunds a paid order in full: { reason }. Answers { status: "refunded" | "requested" }. */
export async function POST(request: Request, { params }: Context) {
  try {
    const admin = await verifyAdminRequest(request);
    const { reason } = await readBody(request);
    const webhookUrl = new URL("/api/payments/webhook", request.url).toString();
    return NextResponse.json(await requestRefund({ orderId: (await params).id, reason, actor: { uid: admin.uid, email: admin.email ?? "" }, webhookUrl }));
  } catch (error) {
    if (error instanceof RequestAuthError || error instanceof RefundError) {
      return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
    }
    console.error(error);
    return NextResponse.json({ code: "refund/failed", error: "The refund could not be made. Please try again." }, { status: 500 });
  }
}
