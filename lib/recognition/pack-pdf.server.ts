import "server-only";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { brand } from "@/config/brand";
import { absoluteUrl } from "@/config/site";
import { embedFonts } from "@/lib/payments/pdf-fonts.server";
import { printable } from "@/lib/payments/pdf-fonts.server";
import type { PackCertificate } from "./json-ld";
import type { PackData } from "./pack-data.server";
import { recognitionRows } from "./summary";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const LABEL_WIDTH = 130;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

/** `text` broken into lines no wider than `width`; a word longer than a line is cut. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The recognition pack as an A4 PDF for a learner's home university: the summary table the
 * builder previews, the description and learning outcomes, and with `certificate` the learner's
 * certificate link. pdf-lib with the invoices' embedded DejaVu Sans (decision 0145).
 */
export async function recognitionPackPdf({ product, place }: PackData, certificate: PackCertificate | null = null): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Recognition pack: ${product.title}`);
  pdf.setAuthor(brand.name);
  pdf.setCreationDate(new Date(product.lastUpdated));
  const { regular, bold } = await embedFonts(pdf);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const down = (points: number) => {
    y -= points;
    if (y < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN - points;
    }
  };
  /** Draws wrapped text at `x`, `width` wide, starting on the current line; leaves y on its last line. */
  const block = (value: string, x: number, width: number, options: { size?: number; font?: PDFFont; color?: typeof INK } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    wrap(font, size, printable(font, value), width).forEach((line, index) => {
      if (index > 0) down(size + 4);
      page.drawText(line, { x, y, size, font, color: options.color ?? INK });
    });
  };
  const heading = (value: string) => {
    down(28);
    block(value, MARGIN, WIDTH, { size: 13, font: bold });
    down(6);
  };

  block(brand.name, MARGIN, WIDTH, { color: MUTED });
  down(26);
  block("Recognition pack", MARGIN, WIDTH, { size: 20, font: bold });
  down(24);
  block(product.title, MARGIN, WIDTH, { size: 14, font: bold });
  down(16);
  block(absoluteUrl(`/products/${product.id}`), MARGIN, WIDTH, { color: MUTED, size: 9 });

  heading("Summary");
  for (const row of recognitionRows(product, place)) {
    down(16);
    // Labels are short words: one line each, beside the first line of their value.
    page.drawText(row.label, { x: MARGIN, y, size: 10, font: bold, color: INK });
    block(row.value, MARGIN + LABEL_WIDTH, WIDTH - LABEL_WIDTH);
  }

  heading("Learning outcomes");
  if (product.learningOutcomes.length === 0) {
    down(14);
    block("None stated.", MARGIN, WIDTH, { color: MUTED });
  }
  for (const outcome of product.learningOutcomes) {
    down(14);
    block("•", MARGIN, 10);
    block(outcome, MARGIN + 14, WIDTH - 14);
  }

  if (product.description.trim()) {
    heading("Description");
    for (const paragraph of product.description.split(/\n\s*\n/).map((entry) => entry.trim()).filter(Boolean)) {
      down(14);
      block(paragraph, MARGIN, WIDTH);
      down(4);
    }
  }

  if (certificate) {
    heading("Certificate");
    down(14);
    block("The learner completed this course. Their certificate and its signed credential:", MARGIN, WIDTH);
    down(14);
    block(certificate.url, MARGIN, WIDTH, { font: bold });
  }
  return pdf.save();
}
