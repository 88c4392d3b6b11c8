import type { InvoiceLine, InvoiceTotals } from "@/lib/types/invoice";

// -0 would print as "-€0.00" and is no amount to state: a zero stays zero.
const negate = (cents: number) => (cents === 0 ? 0 : -cents);

const negated = <T extends InvoiceTotals>(amounts: T): T => ({
  ...amounts,
  grossCents: negate(amounts.grossCents),
  netCents: negate(amounts.netCents),
  vatCents: negate(amounts.vatCents),
});

/**
 * A full refund's credit note states the invoice's own figures, each negated: not recomputed from
 * the refunded amount, so every line's net and VAT and the VAT breakdown cancel the invoice's to
 * the cent, whatever the rounding that made them.
 */
export function creditNoteAmounts(invoice: { lines: InvoiceLine[]; totals: InvoiceTotals }): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  return { lines: invoice.lines.map(negated), totals: negated(invoice.totals) };
}
