import "server-only";
import { degrees, PDFDict, PDFDocument, PDFHexString, PDFName, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { embedRegularFont, printable } from "@/lib/payments/pdf-fonts.server";
import { formatDate } from "@/lib/utils/format";

/**
 * Who a copy of a document is licensed to. `order` is what the footer says after the e-mail:
 * "order ord_…" for a purchase, a plain phrase for free or granted access (licence.server.ts).
 */
export type LicenceStamp = { name: string; email: string; order: string; date: string };

/** The footer line: "Licensed to <name> · <email> · order <id> · <date>". */
export const licenceLine = (stamp: LicenceStamp) => `Licensed to ${stamp.name} · ${stamp.email} · ${stamp.order} · ${formatDate(stamp.date)}`;

const SIZE = 7;
const MIN_SIZE = 4;
const MARGIN = 10;

/** Draws the line along the page's visual bottom edge, whichever way the page is turned (/Rotate). */
function drawFooter(page: PDFPage, font: PDFFont, line: string) {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  // The width of the edge the reader sees at the bottom.
  const edge = rotation === 90 || rotation === 270 ? box.height : box.width;
  const size = Math.max(MIN_SIZE, Math.min(SIZE, (SIZE * (edge - 2 * MARGIN)) / font.widthOfTextAtSize(line, SIZE)));
  const width = font.widthOfTextAtSize(line, size);
  const height = font.heightAtSize(size);
  // Start of the baseline in unrotated page space, and the direction the text runs.
  const start = {
    0: { x: box.x + (box.width - width) / 2, y: box.y + MARGIN },
    90: { x: box.x + box.width - MARGIN, y: box.y + (box.height - width) / 2 },
    180: { x: box.x + (box.width + width) / 2, y: box.y + box.height - MARGIN },
    270: { x: box.x + MARGIN, y: box.y + (box.height + width) / 2 },
  }[rotation as 0 | 90 | 180 | 270] ?? { x: box.x + MARGIN, y: box.y + MARGIN };
  const rotate = degrees(rotation);
  // A pale band under the text keeps it legible on a dark page without hiding much of it; its
  // corner sits 2 pt before and 0.3 of a line below the text's start, turned with the text.
  const [cos, sin] = [Math.cos((rotation * Math.PI) / 180), Math.sin((rotation * Math.PI) / 180)];
  const [dx, dy] = [-2, -0.3 * height];
  page.drawRectangle({
    x: start.x + dx * cos - dy * sin,
    y: start.y + dx * sin + dy * cos,
    width: width + 4,
    height: height * 1.2,
    rotate,
    color: rgb(1, 1, 1),
    opacity: 0.75,
  });
  page.drawText(line, { x: start.x, y: start.y, size, font, rotate, color: rgb(0.28, 0.33, 0.41) });
}

/**
 * `source` with the licence line at the foot of every page and the same data in the document
 * information (Subject, Keywords and our own Licensed… keys). The source's dates are kept, so
 * the same source and stamp always make the same bytes (a cached copy and a fresh one agree).
 * Throws when pdf-lib cannot read the source.
 */
export async function stampPdf(source: Uint8Array, stamp: LicenceStamp): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(source, { updateMetadata: false });
  const font = await embedRegularFont(pdf);
  const line = printable(font, licenceLine(stamp));
  for (const page of pdf.getPages()) drawFooter(page, font, line);

  pdf.setSubject(licenceLine(stamp));
  pdf.setKeywords([`licensee: ${stamp.name}`, `email: ${stamp.email}`, stamp.order, `licensed: ${stamp.date}`]);
  // setSubject made the Info dictionary if the source had none; pdf-lib has no setter for other keys.
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
  const set = (key: string, value: string) => info.set(PDFName.of(key), PDFHexString.fromText(value));
  set("LicensedTo", stamp.name);
  set("LicenseeEmail", stamp.email);
  set("LicenceOrder", stamp.order);
  set("LicenceDate", stamp.date);
  return pdf.save();
}
