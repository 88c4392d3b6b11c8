import { doc, getDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { CreditNote } from "@/lib/types/credit-note";
import { toCreditNote } from "./credit-note-shape";

/** The credit note of one of the signed-in user's refunded orders; null when it has none. The rules refuse anyone else's. */
export async function getCreditNote(orderId: string): Promise<CreditNote | null> {
  const snapshot = await getDoc(doc(getDb(), "creditNotes", orderId));
  return snapshot.exists() ? toCreditNote(snapshot.id, snapshot.data()) : null;
}
