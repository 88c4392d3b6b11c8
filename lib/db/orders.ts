import { doc, getDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import { ORDERS_LIMIT, type Order } from "@/lib/types/order";
import { toOrder } from "./order-shape";
import { queryDocs } from "./query";

/**
 * The user's newest orders. The rules require the uid filter and a limit of at most 50; sorting
 * here instead of with orderBy needs no composite index.
 */
export async function listOrders(uid: string): Promise<Order[]> {
  const docs = await queryDocs("orders", [["uid", "==", uid]], { max: ORDERS_LIMIT });
  return docs.map(({ id, ...data }) => toOrder(id, data)).sort((a, b) => b.createdOn.localeCompare(a.createdOn));
}

/** One order of the signed-in user (or any, for an admin); null when it does not exist. */
export async function getOrder(id: string): Promise<Order | null> {
  const snapshot = await getDoc(doc(getDb(), "orders", id));
  return snapshot.exists() ? toOrder(snapshot.id, snapshot.data()) : null;
}
