import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { CheckoutLockDoc, Order, OrderDoc } from "@/lib/types/order";
import { toOrder } from "./order-shape";
import { readAll } from "./page.server";
import { storedAs } from "./stored.server";

/** orders/{id}: written by the server only (checkout, the payment webhook). */
export const ordersCollection = () => adminDb().collection("orders").withConverter(storedAs<OrderDoc>());
export const orderRef = (id: string) => ordersCollection().doc(id);

/** checkoutLocks/{uid}_{productId}: the order that last opened a checkout of this product for this buyer. */
export const checkoutLockRef = (uid: string, productId: string) => adminDb().collection("checkoutLocks").withConverter(storedAs<CheckoutLockDoc>()).doc(`${uid}_${productId}`);

/** The latest paid orders with an item of `uid`'s, newest first (the creator overview's sales). */
export const latestPaidOrdersOf = (uid: string, count: number) =>
  ordersCollection().where("creatorIds", "array-contains", uid).where("status", "==", "paid").orderBy("createdOn", "desc").limit(count);

/** The order a Stripe refund names by its PaymentIntent (stored when the order was paid); null when none. */
export async function orderIdByPaymentIntent(paymentIntentId: string): Promise<string | null> {
  const found = await ordersCollection().where("paymentIntentId", "==", paymentIntentId).limit(1).get();
  return found.docs[0]?.id ?? null;
}

/** The order a payment session belongs to, read fresh; null when there is none. */
export async function getOrderBySession(sessionId: string): Promise<Order | null> {
  // Session ids (ours and Stripe's) are short and alphanumeric. Firestore indexes at most 1500
  // bytes of a value (https://firebase.google.com/docs/firestore/quotas) and refuses a longer one
  // in a query filter, which would answer a pasted URL with a 500 instead of "not found".
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(sessionId)) return null;
  const snapshot = await ordersCollection().where("sessionId", "==", sessionId).limit(1).get();
  const found = snapshot.docs[0];
  return found ? toOrder(found.id, found.data()) : null;
}

/** Paid orders whose buyer asked for a refund that no admin answered yet (the admin's queue; order by `refundRequest.requestedOn`). */
export const ordersWithPendingRequest = () => ordersCollection().where("refundRequest.state", "==", "pending").where("status", "==", "paid");

/** One buyer's orders (order by `createdOn`). */
export const ordersOfBuyer = (uid: string) => ordersCollection().where("uid", "==", uid);

/** The order an invoice number was given to; null when none. */
export async function orderByInvoiceNumber(invoiceNumber: string): Promise<Order | null> {
  const found = (await ordersCollection().where("invoiceNumber", "==", invoiceNumber).limit(1).get()).docs[0];
  return found ? toOrder(found.id, found.data()) : null;
}

/** One order read fresh; null when there is none. */
export async function readOrder(id: string): Promise<Order | null> {
  const snapshot = await orderRef(id).get();
  return snapshot.exists ? toOrder(snapshot.id, snapshot.data() ?? {}) : null;
}

/** Every order `uid` placed, whatever its state (their data export). */
export const everyOrderOfBuyer = (uid: string) => readAll(ordersOfBuyer(uid));
