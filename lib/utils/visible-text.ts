// Spaces and invisible format characters (zero-width space and joiners, direction marks, the
// BOM, soft hyphen), and the Hangul fillers and the blank braille cell, which are letters to
// Unicode but draw nothing: text made only of these looks empty on the page, whatever trim() says.
const INVISIBLE_CLASS = "\\s\\p{Cf}\\u115f\\u1160\\u3164\\uffa0\\u2800";
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, "gu");
const INVISIBLE_ENDS = new RegExp(`^[${INVISIBLE_CLASS}]+|[${INVISIBLE_CLASS}]+$`, "gu");
// A run of spaces, with any format characters beside them, reads as one space.
const SPACE_RUN = /[\s\p{Cf}]*\s[\s\p{Cf}]*/gu;
// Characters that never carry meaning inside a name. Zero-width joiners and non-joiners stay:
// emoji sequences and scripts such as Persian need them between letters.
const ZERO_WIDTH = /[\u200b\u2060\ufeff\u180e\u00ad]/g;

/** How many characters of `text` a reader would see; minimum lengths are measured with this. */
export function visibleLength(text: string): number {
  return text.replace(INVISIBLE, "").length;
}

/**
 * `text` as it should be stored and shown: zero-width characters removed, each run of spaces one
 * space, nothing invisible at either end. What a reader sees is kept as it was typed.
 */
export function normalizeText(text: string): string {
  return text.replace(ZERO_WIDTH, "").replace(SPACE_RUN, " ").replace(INVISIBLE_ENDS, "");
}

/**
 * The form in which two names are compared, so that look-alikes are equal: normalised, without
 * any format character, compatibility forms folded (full-width letters, ligatures) and case
 * folded ("Straße" and "STRASSE" match).
 */
export function comparableText(text: string): string {
  return normalizeText(text.normalize("NFKC"))
    .replace(/\p{Cf}/gu, "")
    .toUpperCase()
    .toLowerCase();
}
