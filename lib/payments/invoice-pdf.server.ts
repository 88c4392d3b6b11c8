import "server-only";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { countryName } from "@/config/countries";
import type { CreditNote } from "@/lib/types/credit-note";
import type { Invoice } from "@/lib/types/invoice";
import { formatDate, formatPrice } from "@/lib/utils/format";
import { embedFonts } from "./pdf-fonts.server";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

const euros = (cents: number) => formatPrice(cents / 100);
export const percentText = (percent: number) => `${percent} %`;

/**
 * The embedded font covers the Latin scripts (pdf-fonts.server.ts); a letter outside them loses
 * its accent, or prints as "?" (空 has no base letter), rather than failing the whole document.
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0)!)) return char;
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      return [...base].every((part) => known.has(part.codePointAt(0)!)) && base ? base : "?";
    })
    .join("");
}

type Labels = { title: string; number: string; date: string };
const LABELS = {
  invoice: { title: "Invoice", number: "Invoice number", date: "Invoice date" },
  creditNote: { title: "Credit note", number: "Credit note number", date: "Credit note date" },
} satisfies Record<string, Labels>;

/**
 * The invoice as a one-page A4 PDF (a long order continues on more pages): seller with VAT id,
 * buyer with country, number and date, each line's net, VAT and gross, and the VAT breakdown.
 * pdf-lib with an embedded DejaVu Sans (docs/decisions/0145-invoice-pdf-with-pdf-lib.md, 0160).
 */
export const invoicePdf = (invoice: Invoice) => billingPdf(invoice, LABELS.invoice, ["Paid in full. Digital content supplied electronically on the invoice date."]);

/** The credit note as a PDF: the invoice's layout, negative amounts and the invoice it reverses. */
export const creditNotePdf = (note: CreditNote) =>
  billingPdf(note, LABELS.creditNote, [`Reverses invoice ${note.invoiceNumber} of ${formatDate(note.invoiceIssuedOn)} in full.`, "Refunded in full to the way the buyer paid."]);

async function billingPdf(invoice: Invoice, labels: Labels, closing: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${labels.title} ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setCreationDate(new Date(invoice.issuedOn));
  const { regular, bold } = await embedFonts(pdf);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (value: string, x: number, options: { size?: number; font?: PDFFont; color?: typeof INK; right?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const clean = printable(font, value);
    const at = options.right ? x - font.widthOfTextAtSize(clean, size) : x;
    page.drawText(clean, { x: at, y, size, font, color: options.color ?? INK });
  };
  const down = (points: number) => {
    y -= points;
    if (y < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };

  text(invoice.seller.name, MARGIN, { size: 14, font: bold });
  text(labels.title, A4[0] - MARGIN, { size: 18, font: bold, right: true });
  for (const line of [...invoice.seller.address, `VAT id ${invoice.seller.vatId}`, invoice.seller.email]) {
    down(14);
    text(line, MARGIN, { color: MUTED });
  }
  down(30);
  text("Billed to", MARGIN, { font: bold });
  text(`${labels.number} ${invoice.number}`, A4[0] - MARGIN, { font: bold, right: true });
  down(14);
  text(invoice.buyer.name || invoice.buyer.email, MARGIN);
  text(`${labels.date} ${formatDate(invoice.issuedOn)}`, A4[0] - MARGIN, { right: true });
  down(14);
  text(invoice.buyer.country ? countryName(invoice.buyer.country) : "Country not given", MARGIN);
  text(`Order ${invoice.orderId}`, A4[0] - MARGIN, { right: true, color: MUTED });

  const columns = { net: 360, vat: 440, gross: A4[0] - MARGIN };
  down(36);
  text("Item", MARGIN, { font: bold });
  text("Net", columns.net, { font: bold, right: true });
  text(`VAT ${percentText(invoice.vatPercent)}`, columns.vat, { font: bold, right: true });
  text("Gross", columns.gross, { font: bold, right: true });
  for (const line of invoice.lines) {
    down(18);
    text(line.title.length > 48 ? `${line.title.slice(0, 47)}…` : line.title, MARGIN);
    text(euros(line.netCents), columns.net, { right: true });
    text(euros(line.vatCents), columns.vat, { right: true });
    text(euros(line.grossCents), columns.gross, { right: true });
  }
  down(24);
  text("Total", MARGIN, { font: bold });
  text(euros(invoice.totals.netCents), columns.net, { font: bold, right: true });
  text(euros(invoice.totals.vatCents), columns.vat, { font: bold, right: true });
  text(euros(invoice.totals.grossCents), columns.gross, { font: bold, right: true });

  down(36);
  text(`VAT breakdown: ${percentText(invoice.vatPercent)} on ${euros(invoice.totals.netCents)} net = ${euros(invoice.totals.vatCents)} VAT.`, MARGIN);
  down(14);
  text(vatNote(invoice), MARGIN, { color: MUTED, size: 9 });
  for (const line of closing) {
    down(14);
    text(line, MARGIN, { color: MUTED, size: 9 });
  }
  return pdf.save();
}

/** Why this rate: the buyer's EU country (One-Stop Shop), or none outside the EU. */
export function vatNote(invoice: Pick<Invoice, "vatPercent" | "buyer">): string {
  const country = invoice.buyer.country ? countryName(invoice.buyer.country) : "";
  if (invoice.vatPercent > 0) return `VAT of ${country || "the buyer's country"} charged under the EU One-Stop Shop scheme.`;
  return `No VAT charged: electronically supplied service to a customer outside the EU${country ? ` (${country})` : ""}.`;
}
