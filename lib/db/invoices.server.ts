import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { Invoice, InvoiceCounterDoc, InvoiceDoc } from "@/lib/types/invoice";
import { isDocumentId } from "@/lib/utils/ids";
import { toInvoice } from "./invoice-shape";
import { readAll } from "./page.server";
import { storedAs } from "./stored.server";

/** invoices/{orderId}: one paid order's invoice, written by the payment webhook only. */
const invoices = () => adminDb().collection("invoices").withConverter(storedAs<InvoiceDoc>());
export const invoiceRef = (orderId: string) => invoices().doc(orderId);

/** invoiceCounters/{year}: the year's last invoice (and credit note) number. Server only. */
export const invoiceCounterRef = (year: number) => adminDb().collection("invoiceCounters").withConverter(storedAs<InvoiceCounterDoc>()).doc(String(year));

/** The invoice of order `orderId` when `uid` is its buyer; null when there is none or it is someone else's. */
export async function readOwnInvoice(orderId: string, uid: string): Promise<Invoice | null> {
  if (!isDocumentId(orderId)) return null;
  const snapshot = await invoiceRef(orderId).get();
  const data = snapshot.data();
  return data && data.uid === uid ? toInvoice(orderId, data) : null;
}

/** Every invoice issued to `uid` (their data export). */
export const invoicesOfBuyer = (uid: string) => readAll(invoices().where("uid", "==", uid));
