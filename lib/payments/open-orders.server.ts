import "server-only";
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { CHECKOUT_SESSION_MS, OPEN_CHECKOUT_MS } from "@/config/payments";
import { toOrder } from "@/lib/db/order-shape";
import { checkoutLockRef, orderRef } from "@/lib/db/orders.server";
import { HttpError } from "@/lib/http/error";
import { isDocumentId } from "@/lib/utils/ids";

/** One of the buyer's orders whose payment page can still be paid, as a new checkout meets it. */
export type OpenOrder = { id: string; items: { productId: string; title: string }[]; total: number; country: string | null; openedMs: number; url: string };

/** A transaction's getAll, or the database's outside one. */
type GetAll = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

/**
 * The buyer's orders that include one of `productIds` and can still be paid: pending, and opened
 * less than CHECKOUT_SESSION_MS ago (after that Stripe's session has expired and the local test
 * page refuses). Each product's lock names the order that last opened a checkout of it.
 */
export async function openOrdersOf(getAll: GetAll, uid: string, productIds: string[], now: number): Promise<OpenOrder[]> {
  if (!productIds.length) return [];
  const locks = await getAll(...productIds.map((id) => checkoutLockRef(uid, id)));
  const opened = new Map<string, number>();
  for (const lock of locks) {
    const orderId: unknown = lock.get("orderId");
    const openedMs: unknown = lock.get("openedMs");
    if (typeof orderId === "string" && isDocumentId(orderId) && typeof openedMs === "number" && now - openedMs < CHECKOUT_SESSION_MS) opened.set(orderId, openedMs);
  }
  if (!opened.size) return [];
  const orders = await getAll(...[...opened.keys()].map((id) => orderRef(id)));
  return orders
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => ({ order: toOrder(snapshot.id, snapshot.data() ?? {}), url: snapshot.get("sessionUrl") as unknown }))
    .filter(({ order }) => order.status === "pending" && order.uid === uid)
    .map(({ order, url }) => ({
      id: order.id,
      items: order.items.map(({ productId, title }) => ({ productId, title })),
      total: order.total,
      country: order.country ?? null,
      openedMs: opened.get(order.id) ?? 0,
      url: typeof url === "string" ? url : "",
    }));
}

/**
 * The open order a checkout goes back to instead of opening another: exactly the same products at
 * the same total for the same country, opened within OPEN_CHECKOUT_MS (a second tab, a double
 * click, a retry). A price or country changed since is charged as it is now, on a new order,
 * once this one is paid, cancelled or expired.
 */
export function resumableOrder(open: OpenOrder[], productIds: string[], total: number, country: string | null, now: number): OpenOrder | null {
  const [only] = open;
  if (open.length !== 1 || !only || only.items.length !== productIds.length) return null;
  const sameProducts = productIds.every((id) => only.items.some((item) => item.productId === id));
  return sameProducts && only.total === total && only.country === country && now - only.openedMs < OPEN_CHECKOUT_MS ? only : null;
}

/**
 * 409 for a checkout that shares products with an order still waiting for payment: two payable
 * orders for one product could both be paid. It names that order's shared products, and carries
 * its id and payment page so the cart can offer to pay or cancel it.
 */
export function openOrderRefusal(open: OpenOrder[], productIds: string[]): HttpError {
  const order = open[0]!;
  const shared = order.items.filter((item) => productIds.includes(item.productId));
  const titles = shared.map((item) => `“${item.title}”`).join(", ");
  return new HttpError(
    409,
    "checkout/open-order",
    `Your order of ${titles} is still waiting for payment. Complete that payment, or cancel it to check out this cart. Nothing was charged.`,
    { productIds: shared.map((item) => item.productId), orderId: order.id, ...(order.url ? { url: order.url } : {}) },
  );
}
