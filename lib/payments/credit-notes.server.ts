import "server-only";
import { Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { creditNoteRef } from "@/lib/db/credit-notes.server";
import { toInvoice } from "@/lib/db/invoice-shape";
import { creditNoteAmounts } from "./credit-note";

/**
 * Writes the credit note of a refunded order in the refund's transaction, from the invoice read
 * in it: the same seller, buyer, rate and lines with every amount negated, its own number, and
 * the number and date of the invoice it reverses. An order paid before invoices existed has none
 * to reverse, and so gets no credit note.
 */
export function writeCreditNote(tx: Transaction, { invoice, number, at }: { invoice: DocumentSnapshot; number: string; at: Date }) {
  const data = invoice.data();
  if (!data) return;
  const corrected = toInvoice(invoice.id, data);
  const { lines, totals } = creditNoteAmounts(corrected);
  tx.create(creditNoteRef(invoice.id), {
    uid: corrected.uid,
    number,
    issuedOn: Timestamp.fromDate(at),
    invoiceNumber: corrected.number,
    invoiceIssuedOn: data.issuedOn instanceof Timestamp ? data.issuedOn : Timestamp.fromDate(new Date(corrected.issuedOn)),
    currency: "EUR",
    seller: corrected.seller,
    buyer: corrected.buyer,
    vatPercent: corrected.vatPercent,
    lines,
    totals,
  });
}
