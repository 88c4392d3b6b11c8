import "server-only";
import Stripe from "stripe";
import { stripeSettings } from "@/config/payments";
import { recordAuditInBatch } from "@/lib/db/audit.server";
import { addOrderEvent } from "@/lib/db/order-events.server";
import { orderRef } from "@/lib/db/orders.server";
import { adminDb } from "@/lib/firebase/server";
import { isDocumentId } from "@/lib/utils/ids";
import { refundLocalPayment } from "./local-session.server";
import { HttpError } from "@/lib/http/error";
import { adminRefundBody } from "@/lib/schemas/orders";
import { parseOrRefuse } from "@/lib/schemas/parse";

type RefundInput = {
  orderId: string;
  reason: unknown;
  actor: { uid: string; email: string };
  /** Absolute URL of our own /api/payments/webhook (the local provider posts its event there). */
  webhookUrl: string;
  send?: typeof fetch;
  stripe?: Pick<Stripe, "refunds">;
};

/**
 * An admin refunds a paid order in full. The refund itself is applied only by the provider's
 * webhook (order → refunded, access removed, creators' shares reversed), as for a refund made in
 * Stripe's dashboard: locally the signed event is sent at once; with Stripe the refund is
 * created and its charge.refunded event follows. The request is audited with its reason.
 */
export async function requestRefund({ orderId, reason, actor, webhookUrl, send, stripe }: RefundInput): Promise<{ status: "refunded" | "requested" }> {
  const text = parseOrRefuse(adminRefundBody, { reason }, "refund/reason").reason;
  const snapshot = isDocumentId(orderId) ? await orderRef(orderId).get() : null;
  if (!snapshot?.exists) throw new HttpError(404, "refund/not-found", "This order does not exist.");
  if (snapshot.get("status") !== "paid") throw new HttpError(409, "refund/not-paid", "Only a paid order can be refunded.");

  const batch = adminDb().batch();
  recordAuditInBatch(batch, { actorUid: actor.uid, actorEmail: actor.email, action: "order.refund_requested", target: orderRef(orderId).path, reason: text, details: { total: snapshot.get("total") } });
  // The admin's order page shows who started the refund; the webhook's "refunded" follows.
  addOrderEvent(batch, orderId, "refund_started", { role: "admin", ...actor }, text);
  await batch.commit();

  if (snapshot.get("provider") === "stripe") {
    const paymentIntent = String(snapshot.get("paymentIntentId") ?? "");
    if (!paymentIntent) throw new HttpError(409, "refund/no-payment", "This order has no Stripe payment to refund; refund it in the Stripe dashboard.");
    const client = stripe ?? new Stripe(stripeSettings().secretKey);
    await client.refunds.create({ payment_intent: paymentIntent, metadata: { orderId } }, { idempotencyKey: `refund-${orderId}` });
    return { status: "requested" };
  }
  await refundLocalPayment({ orderId, webhookUrl, send });
  return { status: "refunded" };
}
