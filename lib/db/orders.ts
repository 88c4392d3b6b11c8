import { doc, getDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import { ORDERS_PAGE_SIZE, type Order } from "@/lib/types/order";
import type { Cursor, Page } from "./cursor";
import { toOrder } from "./order-shape";
import { queryPage } from "./page";

/**
 * One page of the user's orders, newest first, after `after` (null: the newest). The rules
 * require the uid filter and a limit of at most 50; the order needs the (uid, createdOn desc)
 * index of firestore.indexes.json.
 */
export async function listOrders(uid: string, after: Cursor | null = null): Promise<Page<Order>> {
  const page = await queryPage("orders", { filters: [["uid", "==", uid]], order: ["createdOn", "desc"], size: ORDERS_PAGE_SIZE, after });
  return { items: page.items.map(({ id, ...data }) => toOrder(id, data)), next: page.next };
}

/** One order of the signed-in user (or any, for an admin); null when it does not exist. */
export async function getOrder(id: string): Promise<Order | null> {
  const snapshot = await getDoc(doc(getDb(), "orders", id));
  return snapshot.exists() ? toOrder(snapshot.id, snapshot.data()) : null;
}
