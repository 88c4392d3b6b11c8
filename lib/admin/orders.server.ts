import "server-only";
import { decodeCursor, encodeCursor } from "@/lib/db/cursor";
import { readOrderEvents } from "@/lib/db/order-events.server";
import { toOrder } from "@/lib/db/order-shape";
import { orderByInvoiceNumber, ordersCollection, ordersOfBuyer, ordersWithPendingRequest, readOrder } from "@/lib/db/orders.server";
import { pageOf } from "@/lib/db/page.server";
import { userRef } from "@/lib/db/users.server";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import type { AdminOrdersQuery } from "@/lib/schemas/admin";
import type { Order } from "@/lib/types/order";
import { isDocumentId } from "@/lib/utils/ids";
import { normalizeEmail } from "./access-input";
import { INVOICE_NUMBER, type AdminOrderDetail, type AdminOrderPage, type AdminOrderRow } from "./order-types";

/** Orders per page of the admin's list. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** The buyers' addresses from their records: one read per order shown, never more than a page. */
async function withEmails(orders: Order[]): Promise<AdminOrderRow[]> {
  const uids = [...new Set(orders.map((order) => order.uid).filter(Boolean))];
  const records = uids.length ? await adminDb().getAll(...uids.map((uid) => userRef(uid))) : [];
  const emails = new Map(records.map((record) => [record.id, String(record.get("email") ?? "")]));
  return orders.map((order) => ({ order, buyerEmail: emails.get(order.uid) ?? "" }));
}

async function buyerUid(email: string): Promise<string | null> {
  try {
    return (await adminAuth().getUserByEmail(email)).uid;
  } catch (error) {
    // An address Auth will not read (it is stricter than isEmail) belongs to no account either.
    if (["auth/user-not-found", "auth/invalid-email"].includes(String((error as { code?: string }).code))) return null;
    throw error;
  }
}

const single = async (order: Order | null): Promise<AdminOrderPage> => ({ orders: await withEmails(order ? [order] : []), next: null });

/**
 * One page of the admin's orders, after the encoded cursor `after`, as adminOrdersQuery read the
 * query (lib/schemas/admin.ts). A search `q` is an email (that
 * buyer's orders, newest first), an invoice number or an order id (that one order); without one,
 * `filter` picks the pending refund requests (oldest first, the queue) or every order (newest
 * first). Each read is a page of one index (firestore.indexes.json), whatever the collection's size.
 */
export async function listAdminOrders({ filter, q: search, after }: AdminOrdersQuery): Promise<AdminOrderPage> {
  const cursor = { size: ADMIN_ORDERS_PAGE_SIZE, after: decodeCursor(after) };
  let page;
  if (search.includes("@")) {
    const uid = await buyerUid(normalizeEmail(search));
    if (!uid) return { orders: [], next: null };
    page = await pageOf(ordersOfBuyer(uid), "createdOn", "desc", cursor);
  } else if (INVOICE_NUMBER.test(search)) {
    return single(await orderByInvoiceNumber(search));
  } else if (search) {
    return single(await readOrder(search));
  } else if (filter === "requests") {
    page = await pageOf(ordersWithPendingRequest(), "refundRequest.requestedOn", "asc", cursor);
  } else {
    page = await pageOf(ordersCollection(), "createdOn", "desc", cursor);
  }
  return { orders: await withEmails(page.items.map((doc) => toOrder(doc.id, doc.data()))), next: page.next ? encodeCursor(page.next) : null };
}

/** One order for the admin's order page, with its buyer's address and its events; null when none. */
export async function readAdminOrder(orderId: string): Promise<AdminOrderDetail | null> {
  const order = isDocumentId(orderId) ? await readOrder(orderId) : null;
  if (!order) return null;
  const [row] = await withEmails([order]);
  return { ...row!, events: await readOrderEvents(order, row!.buyerEmail) };
}
