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

/**
 * The document's regular and bold fonts, embedded as subsets (only the glyphs drawn), so a PDF
 * carries a few kilobytes of font instead of 160 kB.
 */
export async function embedFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  fontBytes ??= loadFonts().catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  const bytes = await fontBytes;
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([pdf.embedFont(bytes.regular, { subset: true }), pdf.embedFont(bytes.bold, { subset: true })]);
  return { regular, bold };
}
