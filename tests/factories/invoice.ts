import type { CreditNote } from "@/lib/types/credit-note";
import type { Invoice } from "@/lib/types/invoice";

/** The seller block every invoice and credit note copies (config/seller in the app). */
export const SELLER: Invoice["seller"] = { name: "Verdant Campus GmbH", address: ["Lindengasse 56/14", "1070 Vienna", "Austria"], vatId: "ATU12345678", email: "hello@verdantcampus.example" };

/** Invoice 2026-000123 of Bea's order of two courses (37.49 EUR, German VAT of 19 %). */
export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    orderId: "order_abcdefghijklm",
    uid: "bea",
    number: "2026-000123",
    issuedOn: "2026-11-26T10:00:00Z",
    currency: "EUR",
    seller: SELLER,
    buyer: { name: "Bea Berger", email: "bea@example.com", country: "DE" },
    vatPercent: 19,
    lines: [
      { productId: "prod_a", title: "Soil Health Indicators", grossCents: 2499, netCents: 2100, vatCents: 399 },
      { productId: "prod_b", title: "GHG Workbook", grossCents: 1250, netCents: 1050, vatCents: 200 },
    ],
    totals: { grossCents: 3749, netCents: 3150, vatCents: 599 },
    ...overrides,
  };
}

/** Credit note CN-2026-000004, reversing invoice 2026-000123 of one course in full. */
export function aCreditNote(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    ...anInvoice({
      number: "CN-2026-000004",
      issuedOn: "2026-11-28T09:00:00Z",
      lines: [{ productId: "prod_a", title: "Soil Health Indicators", grossCents: -2499, netCents: -2100, vatCents: -399 }],
      totals: { grossCents: -2499, netCents: -2100, vatCents: -399 },
    }),
    invoiceNumber: "2026-000123",
    invoiceIssuedOn: "2026-11-26T10:00:00Z",
    ...overrides,
  };
}
