import "server-only";
import { CHECKOUT_SESSION_MS, localPaymentsSecret } from "@/config/payments";
import { toOrder } from "@/lib/db/order-shape";
import { getOrderBySession } from "@/lib/db/orders.server";
import { orderRef } from "@/lib/db/orders.server";
import { generateId, isDocumentId } from "@/lib/utils/ids";
import { LOCAL_SIGNATURE_HEADER, signLocalPayload } from "./local";
import { toCents, type PaymentEvent } from "./provider";
import { HttpError } from "@/lib/http/error";

type CompleteInput = {
  sessionId: string;
  outcome: "paid" | "cancelled";
  /** Absolute URL of our own /api/payments/webhook. */
  webhookUrl: string;
  secret?: string;
  send?: typeof fetch;
};

/**
 * What pressing "Pay" or "Cancel payment" on the local test page does: the server sends the
 * signed event to the webhook endpoint, over HTTP like Stripe, so the local provider runs the
 * very code path a real payment runs. Returns where the buyer goes next. Like a Stripe session,
 * the page expires CHECKOUT_SESSION_MS after its order was opened: "Pay" then cancels the order,
 * as Stripe's expiry event does, so no product is payable in two orders (decision 0212).
 */
export async function completeLocalPayment({ sessionId, outcome: asked, webhookUrl, secret = localPaymentsSecret(), send = fetch, now = Date.now() }: CompleteInput & { now?: number }) {
  const order = await getOrderBySession(sessionId);
  if (!order || order.provider !== "local") throw new HttpError(404, "payment/not-found", "This test payment does not exist.");
  if (order.status !== "pending") throw new HttpError(409, "payment/finished", "This payment is already finished.");
  const openedMs = Date.parse(order.createdOn);
  const outcome = openedMs > 0 && now - openedMs >= CHECKOUT_SESSION_MS ? "cancelled" : asked;
  const event: PaymentEvent = { id: generateId("evt"), type: outcome, orderId: order.id, sessionId, amountTotal: toCents(order.total) };
  const rawBody = JSON.stringify(event);
  const response = await send(webhookUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json", [LOCAL_SIGNATURE_HEADER]: signLocalPayload(rawBody, secret) },
    body: rawBody,
  });
  if (!response.ok) throw new HttpError(502, "payment/not-recorded", "The payment could not be recorded. Please try again.");
  return { redirect: `/checkout/${outcome === "paid" ? "success" : "cancelled"}?order=${order.id}` };
}

type RefundInput = { orderId: string; webhookUrl: string; secret?: string; send?: typeof fetch };

/**
 * The local provider's refund: like a refund in Stripe's dashboard, it reaches us only as a
 * signed webhook event, so a local refund runs the same code path a real one does.
 */
export async function refundLocalPayment({ orderId, webhookUrl, secret = localPaymentsSecret(), send = fetch }: RefundInput) {
  const snapshot = isDocumentId(orderId) ? await orderRef(orderId).get() : null;
  const order = snapshot?.exists ? toOrder(snapshot.id, snapshot.data() ?? {}) : null;
  if (!order || order.provider !== "local") throw new HttpError(404, "refund/failed", "This order was not paid with the local provider.");
  if (order.status !== "paid") throw new HttpError(409, "refund/failed", "Only a paid order can be refunded.");
  const event: PaymentEvent = { id: generateId("evt"), type: "refunded", orderId: order.id, sessionId: "", amountTotal: toCents(order.total) };
  const rawBody = JSON.stringify(event);
  const response = await send(webhookUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json", [LOCAL_SIGNATURE_HEADER]: signLocalPayload(rawBody, secret) },
    body: rawBody,
  });
  if (!response.ok) throw new HttpError(502, "refund/failed", "The refund could not be recorded. Please try again.");
}
