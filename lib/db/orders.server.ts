import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { Order } from "@/lib/types/order";
import { toOrder } from "./order-shape";

/** The order a payment session belongs to, read fresh; null when there is none. */
export async function getOrderBySession(sessionId: string): Promise<Order | null> {
  if (!sessionId) return null;
  const snapshot = await adminDb().collection("orders").where("sessionId", "==", sessionId).limit(1).get();
  const found = snapshot.docs[0];
  return found ? toOrder(found.id, found.data()) : null;
}
