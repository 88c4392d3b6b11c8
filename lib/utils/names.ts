/** The longest public name a review, question or answer carries (firestore.rules check it). */
export const PUBLIC_NAME_MAX = 60;

// Whole user-perceived characters: an emoji, a flag or an accented letter is more than one UTF-16
// unit, and a half of one is a lone surrogate that Firestore refuses to store.
const graphemes = (text: string) => Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text), (part) => part.segment);

/**
 * How a person appears beside what they post: first name and last initial, e.g. "Maya F."
 * (the privacy policy promises no more). "Learner" when the record has no names yet.
 */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = graphemes(lastName.trim())[0] ?? "";
  const name = [first, initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
  let shown = "";
  for (const part of graphemes(name || "Learner")) {
    if (shown.length + part.length > PUBLIC_NAME_MAX) break;
    shown += part;
  }
  return shown;
}
