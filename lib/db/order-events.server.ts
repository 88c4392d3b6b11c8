import "server-only";
import { FieldValue } from "firebase-admin/firestore";
import { toIso } from "./product-shape";
import type { Order } from "@/lib/types/order";
import type { OrderActor, OrderEvent, OrderEventDoc, StoredOrderEventType } from "@/lib/types/order-event";
import { orderRef } from "./orders.server";
import { storedAs, type Writes } from "./stored.server";

/** orders/{orderId}/events/{type}: the refund request's story, written by the server only. */
const orderEventRef = (orderId: string, type: StoredOrderEventType) => orderRef(orderId).collection("events").withConverter(storedAs<OrderEventDoc>()).doc(type);

/** Adds the event to the caller's transaction or batch, so it lands with the change it records. */
export function addOrderEvent(writes: Writes, orderId: string, type: StoredOrderEventType, actor: OrderActor, note = ""): void {
  writes.set(orderEventRef(orderId, type), { type, actor, note, at: FieldValue.serverTimestamp() });
}

const provider: OrderActor = { role: "provider", uid: "", email: "" };

/**
 * Everything that happened to `order`, oldest first: its own times (created by the buyer, paid and
 * refunded by the provider's webhook) and the stored events, at most one of each type, so the
 * read is bounded by the number of types.
 */
export async function readOrderEvents(order: Order, buyerEmail: string): Promise<OrderEvent[]> {
  const stored = await orderRef(order.id).collection("events").withConverter(storedAs<OrderEventDoc>()).limit(10).get();
  const events: OrderEvent[] = [{ type: "created", at: order.createdOn, actor: { role: "buyer", uid: order.uid, email: buyerEmail }, note: "" }];
  if (order.paidOn) events.push({ type: "paid", at: order.paidOn, actor: provider, note: order.invoiceNumber ? `Invoice ${order.invoiceNumber}` : "" });
  for (const doc of stored.docs) {
    const data = doc.data();
    events.push({ type: data.type, at: toIso(data.at), actor: data.actor, note: data.note });
  }
  if (order.refundedOn) events.push({ type: "refunded", at: order.refundedOn, actor: provider, note: "" });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
