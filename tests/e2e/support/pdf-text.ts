import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The standard fonts a PDF names without embedding them (ours: Helvetica), from the package itself: no network.
const standardFontDataUrl = `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`;

/** The text of every page of a PDF, lines joined by spaces: what a reader would copy out of it. `bytes` stay usable (pdf.js takes a copy). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join("\n");
}
