import type { CreditNote } from "@/lib/types/credit-note";
import { toInvoice } from "./invoice-shape";
import { toIso } from "./product-shape";

// Shared by the browser (Lite SDK) and the server (firebase-admin), as invoice-shape.ts is.
export function toCreditNote(orderId: string, data: Record<string, unknown>): CreditNote {
  return {
    ...toInvoice(orderId, data),
    invoiceNumber: typeof data.invoiceNumber === "string" ? data.invoiceNumber : "",
    invoiceIssuedOn: toIso(data.invoiceIssuedOn),
  };
}
