import { creditNoteAmounts } from "@/lib/payments/credit-note";
import { creditNotePdf, invoicePdf } from "@/lib/payments/invoice-pdf.server";
import { pdfText } from "@/tests/e2e/support/pdf-text";
import { anInvoice } from "@/tests/factories/invoice";

vi.mock("server-only", () => ({}));

const invoice = anInvoice;

describe("the invoice PDF", () => {
  it("states seller and VAT id, buyer and country, number and date, each line and the VAT breakdown", async () => {
    const text = await pdfText(await invoicePdf(invoice()));
    for (const part of ["Verdant Campus GmbH", "Lindengasse 56/14", "VAT id ATU12345678", "Bea Berger", "Germany", "Invoice number 2026-000123", "Invoice date 26 November 2026"]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Soil Health Indicators\s+€21\.00\s+€3\.99\s+€24\.99/);
    expect(text).toMatch(/Total\s+€31\.50\s+€5\.99\s+€37\.49/);
    expect(text).toContain("19 % on €31.50 net = €5.99 VAT");
  });

  it("says why no VAT is charged outside the EU, and prints a title in letters the PDF font lacks instead of failing", async () => {
    const text = await pdfText(await invoicePdf(invoice({ vatPercent: 0, buyer: { name: "Łukasz Nowak", email: "l@example.com", country: "US" }, lines: [{ productId: "p", title: "Kraków “Air” — 空気", grossCents: 1000, netCents: 1000, vatCents: 0 }], totals: { grossCents: 1000, netCents: 1000, vatCents: 0 } })));
    expect(text).toContain("No VAT charged");
    expect(text).toContain("United States");
    expect(text).toContain("Kraków “Air” — ??");
  });

  it("prints a buyer's name with accents and Polish letters exactly, in the embedded font", async () => {
    const bytes = await invoicePdf(invoice({ buyer: { name: "Jürgen Müller-Łukasz", email: "j@example.com", country: "AT" }, lines: [{ productId: "p", title: "Ökologie: Șanțuri și Ħal Far", grossCents: 1000, netCents: 833, vatCents: 167 }] }));
    const text = await pdfText(bytes);
    expect(text).toContain("Jürgen Müller-Łukasz");
    expect(text).toContain("Ökologie: Șanțuri și Ħal Far");
    // Only the glyphs drawn are embedded: the PDF stays small.
    expect(bytes.byteLength).toBeLessThan(60_000);
  });
});

describe("the credit note PDF", () => {
  it("names itself, its number and date, the invoice it reverses, and the invoice's figures negated", async () => {
    const corrected = invoice();
    const note = { ...corrected, ...creditNoteAmounts(corrected), number: "CN-2026-000004", issuedOn: "2026-11-28T09:00:00Z", invoiceNumber: corrected.number, invoiceIssuedOn: corrected.issuedOn };
    const text = await pdfText(await creditNotePdf(note));
    expect(text).toContain("Credit note");
    expect(text).toContain("Credit note number CN-2026-000004");
    expect(text).toContain("Credit note date 28 November 2026");
    expect(text).toContain("Reverses invoice 2026-000123 of 26 November 2026 in full.");
    expect(text).toMatch(/Soil Health Indicators\s+-€21\.00\s+-€3\.99\s+-€24\.99/);
    expect(text).toMatch(/Total\s+-€31\.50\s+-€5\.99\s+-€37\.49/);
    expect(text).toContain("19 % on -€31.50 net = -€5.99 VAT");
    expect(text).not.toContain("Invoice number");
  });
});
