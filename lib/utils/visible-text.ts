// Spaces and invisible format characters (zero-width space and joiners, direction marks, the
// BOM, soft hyphen): text made only of these looks empty on the page, whatever trim() says.
const INVISIBLE = /[\s\p{Cf}]/gu;

/** How many characters of `text` a reader would see; minimum lengths are measured with this. */
export function visibleLength(text: string): number {
  return text.replace(INVISIBLE, "").length;
}
