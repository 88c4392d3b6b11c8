// Plain JavaScript: the server (checkout, payment webhook, course access), the demo seed and the
// relation backfill (plain Node) all write a relation's listing fields with these functions, and
// the library's search normalises what the learner types with the same ones.

/** Longer words are matched on their first 20 characters. */
export const MAX_TERM_LENGTH = 20;

/**
 * Lower case, accents removed, runs of spaces made one: "Ökologie  Basics" → "okologie basics".
 * @param {string} text
 */
export function normalizeTitle(text) {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The words of a text, normalised: "Life-Cycle Assessment" → ["life", "cycle", "assessment"].
 * @param {string} text
 */
export function titleWords(text) {
  return normalizeTitle(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Every prefix of every word of a title (up to MAX_TERM_LENGTH), so one `array-contains`
 * finds a course by the start of any of its words: "cli" finds "Urban Climate".
 * @param {string} title
 */
export function titleTerms(title) {
  /** @type {Set<string>} */
  const terms = new Set();
  for (const word of titleWords(title)) {
    for (let end = 1; end <= Math.min(word.length, MAX_TERM_LENGTH); end += 1) terms.add(word.slice(0, end));
  }
  return [...terms];
}

/**
 * What a userProductRelations document stores to be listed, sorted and searched without
 * reading its product: the title at the time, its sort key and its search terms.
 * @param {string} title
 */
export function relationListing(title) {
  return { title, titleSort: normalizeTitle(title), titleTerms: titleTerms(title) };
}
