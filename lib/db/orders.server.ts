import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { Order } from "@/lib/types/order";
import { toOrder } from "./order-shape";

/** The order a payment session belongs to, read fresh; null when there is none. */
export async function getOrderBySession(sessionId: string): Promise<Order | null> {
  // Session ids (ours and Stripe's) are short and alphanumeric. Firestore indexes at most 1500
  // bytes of a value (https://firebase.google.com/docs/firestore/quotas) and refuses a longer one
  // in a query filter, which would answer a pasted URL with a 500 instead of "not found".
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(sessionId)) return null;
  const snapshot = await adminDb().collection("orders").where("sessionId", "==", sessionId).limit(1).get();
  const found = snapshot.docs[0];
  return found ? toOrder(found.id, found.data()) : null;
}
