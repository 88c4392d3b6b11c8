import type { Timestamp } from "firebase-admin/firestore";
import type { Invoice } from "./invoice";

/**
 * creditNotes/{orderId} as the app holds it: the credit note of a refunded order, written once by
 * the refund's webhook transaction. It repeats the invoice it corrects with every amount negated,
 * so invoice and credit note add up to zero to the cent.
 */
export type CreditNote = Invoice & {
  /** `CN-YYYY-NNNNNN`: its own gapless series per calendar year (Vienna time). */
  number: string;
  /** The number and date of the invoice this credit note reverses. */
  invoiceNumber: string;
  invoiceIssuedOn: string;
};

export type CreditNoteDoc = Omit<CreditNote, "orderId" | "issuedOn" | "invoiceIssuedOn"> & { issuedOn: Timestamp; invoiceIssuedOn: Timestamp };
