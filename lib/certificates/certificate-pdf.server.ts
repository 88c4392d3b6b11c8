import "server-only";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { brand } from "@/config/brand";
import { printable } from "@/lib/payments/pdf-fonts.server";
import { embedFonts } from "@/lib/payments/pdf-fonts.server";
import type { Certificate } from "@/lib/types/certificate";
import { formatDate } from "@/lib/utils/format";
import { qrModules } from "./qr.server";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.09, 0.4, 0.2);
const QR_SIZE = 110;

/** `text` broken into lines no wider than `width`, at word boundaries (a longer word stays whole). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function drawQr(page: PDFPage, url: string, x: number, y: number) {
  const modules = qrModules(url);
  const cell = QR_SIZE / modules.length;
  modules.forEach((row, rowIndex) =>
    row.forEach((dark, column) => {
      if (dark) page.drawRectangle({ x: x + column * cell, y: y + QR_SIZE - (rowIndex + 1) * cell, width: cell, height: cell, color: INK });
    }),
  );
}

/**
 * The certificate as a one-page A4 PDF: the learner's name, the course, its university course, ECTS,
 * learning outcomes, the completion date, and a QR code of the certificate's page (`url`). Same
 * embedded DejaVu Sans as the invoices (decision 0145), so every Latin name prints.
 */
export async function certificatePdf(certificate: Certificate, url: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate: ${certificate.productTitle}`);
  pdf.setAuthor(brand.name);
  pdf.setCreationDate(new Date(certificate.completedAt));
  const { regular, bold } = await embedFonts(pdf);
  const page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const centred = (value: string, size: number, font: PDFFont, color = INK) => {
    for (const line of wrap(font, printable(font, value), size, WIDTH)) {
      y -= size * 1.35;
      page.drawText(line, { x: (A4[0] - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
    }
  };
  const gap = (points: number) => (y -= points);

  page.drawRectangle({ x: MARGIN / 2, y: MARGIN / 2, width: A4[0] - MARGIN, height: A4[1] - MARGIN, borderColor: BRAND, borderWidth: 2 });
  centred(brand.name, 14, bold, BRAND);
  gap(40);
  centred("Certificate of completion", 28, bold);
  gap(28);
  centred("This certifies that", 12, regular, MUTED);
  gap(8);
  centred(certificate.learnerName, 24, bold);
  gap(8);
  centred("has completed the course", 12, regular, MUTED);
  gap(8);
  centred(certificate.productTitle, 18, bold);
  if (certificate.universityCourseName || certificate.universityName) {
    gap(8);
    centred(["Linked to", certificate.universityCourseName, certificate.universityName && `at ${certificate.universityName}`].filter(Boolean).join(" "), 11, regular, MUTED);
  }
  gap(18);
  centred(`${certificate.ects} ECTS · Completed on ${formatDate(certificate.completedAt)}`, 12, regular);
  if (certificate.learningOutcomes.length) {
    gap(26);
    y -= 12;
    page.drawText("Learning outcomes", { x: MARGIN, y, size: 12, font: bold, color: INK });
    for (const outcome of certificate.learningOutcomes) {
      wrap(regular, printable(regular, outcome), 10, WIDTH - 14).forEach((line, index) => {
        y -= 14;
        if (y < MARGIN + QR_SIZE + 20) return;
        page.drawText(index === 0 ? `- ${line}` : `  ${line}`, { x: MARGIN, y, size: 10, font: regular, color: INK });
      });
    }
  }
  drawQr(page, url, A4[0] - MARGIN - QR_SIZE, MARGIN);
  page.drawText("Verify this certificate:", { x: MARGIN, y: MARGIN + 40, size: 10, font: bold, color: INK });
  page.drawText(printable(regular, url), { x: MARGIN, y: MARGIN + 24, size: 9, font: regular, color: MUTED });
  page.drawText(`Certificate ${certificate.id}`, { x: MARGIN, y: MARGIN + 8, size: 9, font: regular, color: MUTED });
  return pdf.save();
}
