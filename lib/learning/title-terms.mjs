// @ts-check
// Plain JavaScript: the server (checkout, payment webhook, course access, product submission and
// review), the demo seed and the backfills (plain Node) all write listing fields with these functions, and
// the library's search normalises what the learner types with the same ones. Words are split
// and normalised as the catalogue's search words are (lib/catalogue/facets.mjs).
import { MAX_PREFIX, normalizeText, searchWords, wordPrefixes } from "../catalogue/facets.mjs";

/** Longer words are matched on their first 20 characters. */
export const MAX_TERM_LENGTH = MAX_PREFIX;

/**
 * Lower case, accents removed, runs of spaces made one: "Ökologie  Basics" → "okologie basics".
 * @param {string} text
 */
export function normalizeTitle(text) {
  return normalizeText(text).replace(/\s+/g, " ").trim();
}

/**
 * The words of a text, normalised (each cut to 20 characters): "Life-Cycle Assessment" → ["life", "cycle", "assessment"].
 * @param {string} text
 */
export const titleWords = (text) => searchWords(text);

/**
 * Every prefix of every word of a title (up to MAX_TERM_LENGTH), so one `array-contains`
 * finds a course by the start of any of its words: "cli" finds "Urban Climate".
 * @param {string} title
 */
export const titleTerms = (title) => wordPrefixes(title);

/**
 * A title's sort key and search terms: what a product stores for the admin's product picker
 * (lib/admin/product-picker.server.ts `titleSearchFields`) and a relation for the library.
 * @param {string} title
 */
export function titleListing(title) {
  return { titleSort: normalizeTitle(title), titleTerms: titleTerms(title) };
}

/**
 * What a userProductRelations document stores to be listed, sorted and searched without
 * reading its product: the title at the time, its sort key and its search terms.
 * @param {string} title
 */
export function relationListing(title) {
  return { title, ...titleListing(title) };
}
