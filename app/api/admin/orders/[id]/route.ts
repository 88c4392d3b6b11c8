import { NextResponse } from "next/server";
import { readAdminOrder } from "@/lib/admin/orders.server";
import { verifyAdminRequest } from "@/lib/auth/verify-request";
import { objectBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { grantGoodwill, rejectRefundRequest } from "@/lib/orders/refund-requests.server";
import { refundDecisionBody } from "@/lib/schemas/orders";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { noStore } from "@/lib/utils/cache-headers";

type Context = { params: Promise<{ id: string }> };

/** One order with its buyer's address and its events. */
export const GET = route("This order could not be loaded. Please try again.", async (request, { params }: Context) => {
  await verifyAdminRequest(request);
  const detail = await readAdminOrder((await params).id);
  if (!detail) throw new HttpError(404, "admin-orders/not-found", "This order does not exist.");
  return NextResponse.json(detail, { headers: noStore });
});

/** `{ action: "reject" | "goodwill", reason }`: answers `{ changed }` (false when it was done before). */
export const POST = route("The change could not be saved. Please try again.", async (request, { params }: Context) => {
  const token = await verifyAdminRequest(request);
  const { action, reason } = parseOrRefuse(refundDecisionBody, await objectBody(request), "admin-orders/invalid-action");
  const input = { orderId: (await params).id, admin: { uid: token.uid, email: token.email ?? "" }, reason };
  return NextResponse.json(await (action === "reject" ? rejectRefundRequest(input) : grantGoodwill(input)));
});
