import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { CreditNote, CreditNoteDoc } from "@/lib/types/credit-note";
import { isDocumentId } from "@/lib/utils/ids";
import { toCreditNote } from "./credit-note-shape";
import { storedAs } from "./stored.server";

/** creditNotes/{orderId}: one refunded order's credit note, written by the refund's webhook transaction only. */
export const creditNoteRef = (orderId: string) => adminDb().collection("creditNotes").withConverter(storedAs<CreditNoteDoc>()).doc(orderId);

/** The credit note of order `orderId` when `uid` is its buyer; null when there is none or it is someone else's. */
export async function readOwnCreditNote(orderId: string, uid: string): Promise<CreditNote | null> {
  if (!isDocumentId(orderId)) return null;
  const data = (await creditNoteRef(orderId).get()).data();
  return data && data.uid === uid ? toCreditNote(orderId, data) : null;
}
