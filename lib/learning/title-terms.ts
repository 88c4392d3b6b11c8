// The server (checkout, payment webhook, course access, product submission and review), the demo
// seed and the backfills all write listing fields with these functions, and the library's search
// normalises what the learner types with the same ones. Words are split and normalised as the
// catalogue's search words are (lib/catalogue/facets.ts).
import { MAX_PREFIX, normalizeText, searchWords, wordPrefixes } from "@/lib/catalogue/facets";

/** Longer words are matched on their first 20 characters. */
export const MAX_TERM_LENGTH = MAX_PREFIX;

/** Lower case, accents removed, runs of spaces made one: "Ökologie  Basics" → "okologie basics". */
export function normalizeTitle(text: string): string {
  return normalizeText(text).replace(/\s+/g, " ").trim();
}

/** The words of a text, normalised (each cut to 20 characters): "Life-Cycle Assessment" → ["life", "cycle", "assessment"]. */
export const titleWords = (text: string) => searchWords(text);

/**
 * Every prefix of every word of a title (up to MAX_TERM_LENGTH), so one `array-contains`
 * finds a course by the start of any of its words: "cli" finds "Urban Climate".
 */
export const titleTerms = (title: string) => wordPrefixes(title);

/**
 * A title's sort key and search terms: what a product stores for the admin's product picker
 * (lib/admin/product-picker.server.ts `titleSearchFields`) and a relation for the library.
 */
export function titleListing(title: string): { titleSort: string; titleTerms: string[] } {
  return { titleSort: normalizeTitle(title), titleTerms: titleTerms(title) };
}

/**
 * What a userProductRelations document stores to be listed, sorted and searched without
 * reading its product: the title at the time, its sort key and its search terms.
 */
export function relationListing(title: string): { title: string; titleSort: string; titleTerms: string[] } {
  return { title, ...titleListing(title) };
}
