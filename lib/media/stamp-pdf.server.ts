import "server-only";
import { degrees, drawLinesOfText, drawRectangle, ParseSpeeds, PDFDict, PDFDocument, PDFHexString, PDFName, rgb, type PDFFont, type PDFPage } from "pdf-lib";
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

/**
 * The line once laid out: its glyphs (fontkit's layout is most of the cost of a page's footer, so
 * it is done once per document, not per page) and its width and height at SIZE.
 */
type Footer = { font: PDFFont; glyphs: PDFHexString; width: number; height: number; band: PDFDict };

function layOut(pdf: PDFDocument, font: PDFFont, text: string): Footer {
  return {
    font,
    glyphs: font.encodeText(text),
    width: font.widthOfTextAtSize(text, SIZE),
    height: font.heightAtSize(SIZE),
    band: pdf.context.obj({ Type: "ExtGState", ca: 0.75 }),
  };
}

/** Draws the line along the page's visual bottom edge, whichever way the page is turned (/Rotate). */
function drawFooter(page: PDFPage, footer: Footer) {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  // The width of the edge the reader sees at the bottom.
  const edge = rotation === 90 || rotation === 270 ? box.height : box.width;
  const size = Math.max(MIN_SIZE, Math.min(SIZE, (SIZE * (edge - 2 * MARGIN)) / footer.width));
  const width = (footer.width * size) / SIZE;
  const height = (footer.height * size) / SIZE;
  // Start of the baseline in unrotated page space, and the direction the text runs.
  const start = {
    0: { x: box.x + (box.width - width) / 2, y: box.y + MARGIN },
    90: { x: box.x + box.width - MARGIN, y: box.y + (box.height - width) / 2 },
    180: { x: box.x + (box.width + width) / 2, y: box.y + box.height - MARGIN },
    270: { x: box.x + MARGIN, y: box.y + (box.height + width) / 2 },
  }[rotation as 0 | 90 | 180 | 270] ?? { x: box.x + MARGIN, y: box.y + MARGIN };
  const rotate = degrees(rotation);
  const none = degrees(0);
  // A pale band under the text keeps it legible on a dark page without hiding much of it; its
  // corner sits 2 pt before and 0.3 of a line below the text's start, turned with the text.
  const [cos, sin] = [Math.cos((rotation * Math.PI) / 180), Math.sin((rotation * Math.PI) / 180)];
  const [dx, dy] = [-2, -0.3 * height];
  const fontKey = page.node.newFontDictionary("Licence", footer.font.ref);
  const bandKey = page.node.newExtGState("LicenceBand", footer.band);
  page.pushOperators(
    ...drawRectangle({
      x: start.x + dx * cos - dy * sin,
      y: start.y + dx * sin + dy * cos,
      width: width + 4,
      height: height * 1.2,
      borderWidth: 0,
      color: rgb(1, 1, 1),
      borderColor: undefined,
      rotate,
      xSkew: none,
      ySkew: none,
      graphicsState: bandKey,
    }),
    ...drawLinesOfText([footer.glyphs], { x: start.x, y: start.y, size, font: fontKey, lineHeight: size, color: rgb(0.28, 0.33, 0.41), rotate, xSkew: none, ySkew: none }),
  );
}

/**
 * `source` with the licence line at the foot of every page and the same data in the document
 * information (Subject, Keywords and our own Licensed… keys). The source's dates are kept, so
 * the same source and stamp always make the same bytes (a cached copy and a fresh one agree).
 * Throws when pdf-lib cannot read the source.
 */
export async function stampPdf(source: Uint8Array, stamp: LicenceStamp): Promise<Uint8Array> {
  // pdf-lib pauses for a timer every 100 objects read and every 50 written by default; on a busy
  // server each pause costs far more than the work (200 pages: 1.2 s against 0.4 s here). Every
  // 1,500 objects still lets other requests in during a very long document.
  const pdf = await PDFDocument.load(source, { updateMetadata: false, parseSpeed: ParseSpeeds.Fast });
  const font = await embedRegularFont(pdf);
  const footer = layOut(pdf, font, printable(font, licenceLine(stamp)));
  for (const page of pdf.getPages()) drawFooter(page, footer);

  pdf.setSubject(licenceLine(stamp));
  pdf.setKeywords([`licensee: ${stamp.name}`, `email: ${stamp.email}`, stamp.order, `licensed: ${stamp.date}`]);
  // setSubject made the Info dictionary if the source had none; pdf-lib has no setter for other keys.
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
  const set = (key: string, value: string) => info.set(PDFName.of(key), PDFHexString.fromText(value));
  set("LicensedTo", stamp.name);
  set("LicenseeEmail", stamp.email);
  set("LicenceOrder", stamp.order);
  set("LicenceDate", stamp.date);
  return pdf.save({ objectsPerTick: ParseSpeeds.Fast });
}
