import "server-only";
import QRCode from "qrcode";

// Level M restores a code with up to 15 % of it damaged: enough for a printed page, still small.
const OPTIONS = { errorCorrectionLevel: "M" } as const;

/** A QR code of `url` as an SVG, drawn on the server: the page ships no QR library to the browser. */
export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { ...OPTIONS, type: "svg", margin: 1 });

/** The QR code's dark modules, row by row, for drawing it into a PDF. */
export function qrModules(url: string): boolean[][] {
  const { modules } = QRCode.create(url, OPTIONS);
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1));
}
