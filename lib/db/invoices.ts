import { doc, getDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { Invoice } from "@/lib/types/invoice";
import { toInvoice } from "./invoice-shape";

/** The invoice of one of the signed-in user's orders; null when it has none (yet). The rules refuse anyone else's. */
export async function getInvoice(orderId: string): Promise<Invoice | null> {
  const snapshot = await getDoc(doc(getDb(), "invoices", orderId));
  return snapshot.exists() ? toInvoice(snapshot.id, snapshot.data()) : null;
}
