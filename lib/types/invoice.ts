import type { Timestamp } from "firebase-admin/firestore";

/** One line of an invoice: a bought product's gross price split into net and VAT, in cents. */
export type InvoiceLine = { productId: string; title: string; grossCents: number; netCents: number; vatCents: number };

export type InvoiceTotals = { grossCents: number; netCents: number; vatCents: number };

/**
 * invoices/{orderId} as the app holds it: the invoice of one paid order, written once by the
 * payment webhook with a copy of everything it states, so it never changes after issue.
 */
export type Invoice = {
  orderId: string;
  uid: string;
  /** `YYYY-NNNNNN`: gapless per calendar year (Vienna time), given in the payment's transaction. */
  number: string;
  issuedOn: string;
  currency: "EUR";
  seller: { name: string; address: string[]; vatId: string; email: string };
  buyer: { name: string; email: string; country: string };
  /** The rate of the buyer's country at checkout, in percent; 0 outside the EU. */
  vatPercent: number;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
};

export type InvoiceDoc = Omit<Invoice, "orderId" | "issuedOn"> & { issuedOn: Timestamp };

/**
 * invoiceCounters/{year}: the last number given in each series that year. One document for both
 * series, so a credit note later takes its number from the same allocator. Server only.
 */
export type InvoiceCounterDoc = { invoice?: number; creditNote?: number };
