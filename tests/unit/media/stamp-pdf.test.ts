import { degrees, PDFDocument, PDFHexString, PDFName, StandardFonts } from "pdf-lib";
import { licenceLine, stampPdf, type LicenceStamp } from "@/lib/media/stamp-pdf.server";
import { pdfText } from "@/tests/e2e/support/pdf-text";

vi.mock("server-only", () => ({}));

const stamp: LicenceStamp = { name: "Jürgen Müller-Łukasz", email: "jurgen@example.com", order: "order ord_abc123", date: "2026-11-26T10:00:00.000Z" };
const LINE = "Licensed to Jürgen Müller-Łukasz · jurgen@example.com · order ord_abc123 · 26 November 2026";

/** A creator's document: pages of different sizes, one turned sideways, each with its own text. */
async function sourcePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle("Soil functions");
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [index, size] of ([[595, 842], [842, 595], [300, 400]] as const).entries()) {
    const page = pdf.addPage([size[0], size[1]]);
    page.drawText(`Page body ${index + 1}`, { x: 50, y: size[1] - 80, size: 14, font });
    if (index === 2) page.setRotation(degrees(90));
  }
  return pdf.save();
}

const pagesOf = (text: string) => text.split("\n");

describe("a document stamped for its buyer", () => {
  it("prints the licence line, Unicode name included, at the foot of every page and keeps the pages' own text", async () => {
    expect(licenceLine(stamp)).toBe(LINE);
    const pages = pagesOf(await pdfText(await stampPdf(await sourcePdf(), stamp)));
    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page body ${index + 1}`);
      expect(page).toContain(LINE);
    });
    // Nothing stamped in the source itself.
    expect(await pdfText(await sourcePdf())).not.toContain("Licensed to");
  });

  it("puts the same data in the document information, beside the source's own title", async () => {
    const pdf = await PDFDocument.load(await stampPdf(await sourcePdf(), stamp));
    expect(pdf.getTitle()).toBe("Soil functions");
    expect(pdf.getSubject()).toBe(LINE);
    expect(pdf.getKeywords()).toBe("licensee: Jürgen Müller-Łukasz email: jurgen@example.com order ord_abc123 licensed: 2026-11-26T10:00:00.000Z");
    const info = pdf.context.lookup(pdf.context.trailerInfo.Info) as unknown as { get(key: PDFName): PDFHexString };
    const value = (key: string) => info.get(PDFName.of(key)).decodeText();
    expect([value("LicensedTo"), value("LicenseeEmail"), value("LicenceOrder"), value("LicenceDate")]).toEqual([stamp.name, stamp.email, stamp.order, stamp.date]);
  });

  it("makes the same bytes from the same source and stamp, so a cached copy and a fresh one agree", async () => {
    const source = await sourcePdf();
    expect(Buffer.from(await stampPdf(source, stamp)).equals(Buffer.from(await stampPdf(source, stamp)))).toBe(true);
  });

  it("refuses bytes that are no PDF", async () => {
    await expect(stampPdf(new TextEncoder().encode("%PDF-1.7 but nothing after"), stamp)).rejects.toThrow();
  });
});
