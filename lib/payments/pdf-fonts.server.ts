import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

// DejaVu Sans cut down to Latin, punctuation and currency (assets/fonts/LICENSE.txt): the standard
// Helvetica knows only WinAnsi, so "Łukasz" lost its letter. Traced into the build by
// next.config.ts (outputFileTracingIncludes), read once per server instance.
const FONT_FILES = { regular: "DejaVuSans-Latin.ttf", bold: "DejaVuSans-Bold-Latin.ttf" } as const;
let fontBytes: Promise<Record<keyof typeof FONT_FILES, Buffer>> | undefined;

const loadFonts = async () => {
  const read = (file: string) => readFile(path.join(process.cwd(), "assets/fonts", file));
  const [regular, bold] = await Promise.all([read(FONT_FILES.regular), read(FONT_FILES.bold)]);
  return { regular, bold };
};

const fonts = async () => {
  fontBytes ??= loadFonts().catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
};

/**
 * The document's regular and bold fonts, embedded as subsets (only the glyphs drawn), so a PDF
 * carries a few kilobytes of font instead of 160 kB.
 */
export async function embedFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const bytes = await fonts();
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([pdf.embedFont(bytes.regular, { subset: true }), pdf.embedFont(bytes.bold, { subset: true })]);
  return { regular, bold };
}

/** The regular font alone, as a subset: for a line added to someone else's document. */
export async function embedRegularFont(pdf: PDFDocument): Promise<PDFFont> {
  const bytes = await fonts();
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(bytes.regular, { subset: true });
}

/**
 * The embedded font covers the Latin scripts (above); a letter outside them loses
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
