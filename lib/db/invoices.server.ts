import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { InvoiceCounterDoc, InvoiceDoc } from "@/lib/types/invoice";
import { storedAs } from "./stored.server";

/** invoices/{orderId}: one paid order's invoice, written by the payment webhook only. */
export const invoiceRef = (orderId: string) => adminDb().collection("invoices").withConverter(storedAs<InvoiceDoc>()).doc(orderId);

/** invoiceCounters/{year}: the year's last invoice (and credit note) number. Server only. */
export const invoiceCounterRef = (year: number) => adminDb().collection("invoiceCounters").withConverter(storedAs<InvoiceCounterDoc>()).doc(String(year));
