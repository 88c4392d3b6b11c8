import "server-only";
import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { recordAudit } from "@/lib/db/audit.server";
import { queueMail, readRecipients } from "@/lib/db/mail.server";
import { addNotification } from "@/lib/db/notifications.server";
import { addOrderEvent } from "@/lib/db/order-events.server";
import { toOrder } from "@/lib/db/order-shape";
import { orderRef } from "@/lib/db/orders.server";
import { runRepeatableTransaction } from "@/lib/db/transactions.server";
import { adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import { orderPath, refundRequestRejectedMail } from "@/lib/mail/buyer-mails";
import { mailKeys } from "@/lib/mail/keys";
import type { Order } from "@/lib/types/order";
import { isDocumentId } from "@/lib/utils/ids";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { decisionReasonBody, reasonRefusal, refundRequestBody } from "@/lib/schemas/orders";
import { refundRefusal } from "./refund-rules";

type Person = { uid: string; email: string };

const NOT_FOUND = "This order does not exist or belongs to another account.";

const checkedReason = (reason: unknown, schema: typeof refundRequestBody) => parseOrRefuse(schema, { reason }, reasonRefusal("refund-request/invalid-reason")).reason;

async function readOrderIn(tx: Transaction, orderId: string): Promise<{ order: Order; snapshot: DocumentSnapshot }> {
  const snapshot = isDocumentId(orderId) ? await tx.get(orderRef(orderId)) : null;
  if (!snapshot?.exists) throw new HttpError(404, "refund-request/not-found", NOT_FOUND);
  return { order: toOrder(snapshot.id, snapshot.data() ?? {}), snapshot };
}

/**
 * The buyer asks for their money back, once per order, in one transaction that re-reads the
 * order: the request on the order (which puts it in the admins' queue) and its event land
 * together, and a second or concurrent request finds the first and is refused.
 */
export async function requestRefundAsBuyer({ orderId, buyer, reason, now = () => new Date() }: { orderId: string; buyer: Person; reason: unknown; now?: () => Date }) {
  const text = checkedReason(reason, refundRequestBody);
  return runRepeatableTransaction(adminDb(), async (tx) => {
    const { order } = await readOrderIn(tx, orderId);
    // Someone else's order answers as a missing one: its existence is none of the caller's business.
    if (order.uid !== buyer.uid) throw new HttpError(404, "refund-request/not-found", NOT_FOUND);
    const refusal = refundRefusal(order, now());
    if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
    tx.update(orderRef(orderId), { refundRequest: { state: "pending", reason: text, requestedOn: FieldValue.serverTimestamp() } });
    addOrderEvent(tx, orderId, "refund_requested", { role: "buyer", ...buyer }, text);
    return { state: "pending" as const };
  });
}

type AdminDecision = { orderId: string; admin: Person; reason: unknown };

/**
 * An admin declines a pending request with a reason the buyer reads: once, whatever the number of
 * clicks. The transaction re-reads the order, so a repeat finds the request decided and changes
 * nothing (`changed: false`); the buyer's notification and email have fixed ids besides.
 */
export async function rejectRefundRequest({ orderId, admin, reason }: AdminDecision): Promise<{ changed: boolean }> {
  const text = checkedReason(reason, decisionReasonBody);
  return runRepeatableTransaction(adminDb(), async (tx) => {
    const { order } = await readOrderIn(tx, orderId);
    if (order.refundRequest?.state === "rejected") return { changed: false };
    if (order.refundRequest?.state !== "pending" || order.status !== "paid") {
      throw new HttpError(409, "refund-request/not-pending", "This order has no refund request waiting for an answer.");
    }
    const recipients = await readRecipients([order.uid], tx);
    tx.update(orderRef(orderId), { "refundRequest.state": "rejected", "refundRequest.rejectReason": text, "refundRequest.decidedOn": FieldValue.serverTimestamp() });
    addOrderEvent(tx, orderId, "request_rejected", { role: "admin", ...admin }, text);
    recordAudit(tx, { actorUid: admin.uid, actorEmail: admin.email, action: "order.refund_request_rejected", target: orderRef(orderId).path, reason: text });
    addNotification(tx, order.uid, { type: "system", title: "Refund request declined", body: `We cannot refund order ${order.id}: ${text}`, link: orderPath(order.id) }, `refund-request-rejected_${order.id}`);
    queueMail(tx, recipients, order.uid, mailKeys.refundRequestRejected(order.id), "refund-request-rejected", refundRequestRejectedMail(order, text));
    return { changed: true };
  });
}

/**
 * An admin lets the buyer ask for a refund of a paid order at any time, whatever the window and
 * the consent say (a goodwill case). Once per order; the buyer is told in the app.
 */
export async function grantGoodwill({ orderId, admin, reason }: AdminDecision): Promise<{ changed: boolean }> {
  const text = checkedReason(reason, decisionReasonBody);
  return runRepeatableTransaction(adminDb(), async (tx) => {
    const { order } = await readOrderIn(tx, orderId);
    if (order.goodwillOn) return { changed: false };
    if (order.status !== "paid") throw new HttpError(409, "refund-request/not-paid", "Goodwill is for paid orders only.");
    tx.update(orderRef(orderId), { goodwillOn: FieldValue.serverTimestamp() });
    addOrderEvent(tx, orderId, "goodwill_granted", { role: "admin", ...admin }, text);
    recordAudit(tx, { actorUid: admin.uid, actorEmail: admin.email, action: "order.goodwill_granted", target: orderRef(orderId).path, reason: text });
    // A request already waiting needs no invitation to make one.
    if (!order.refundRequest) {
      addNotification(tx, order.uid, { type: "system", title: "You can ask for a refund", body: `You may ask for a refund of order ${order.id} from its page.`, link: orderPath(order.id) }, `goodwill_${order.id}`);
    }
    return { changed: true };
  });
}
