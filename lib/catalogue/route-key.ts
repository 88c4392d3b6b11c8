// Relative imports: proxy.ts uses this module (see query.ts).
import { catalogueHref, parseCatalogueQuery, type CatalogueQuery } from "./query";

/** The key of the plain catalogue, whose page is /courses itself. */
export const ALL_KEY = "all";

/** Longer than any key catalogueKey makes (a 100-character search, every filter, a 400-character cursor). */
const MAX_KEY_LENGTH = 1200;

const toBase64Url = (text: string) => btoa(unescape(encodeURIComponent(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text: string) => decodeURIComponent(escape(atob(text.replace(/-/g, "+").replace(/_/g, "/"))));

/**
 * The path segment a catalogue search is cached under (/courses/results/<key>): its clean query
 * string in base64url, so one search is one cache entry however its URL was written.
 */
export function catalogueKey(query: CatalogueQuery): string {
  const search = catalogueHref(query).split("?")[1];
  return search ? toBase64Url(search) : ALL_KEY;
}

/**
 * The search a key stands for, or null when the key is not the one catalogueKey makes for it:
 * not base64url, a value the search drops (an unknown type, SDG 18), a default written out, a
 * parameter of another name, another order or padding. Such a key answers 404 and is never
 * rendered, so no URL but the canonical one can add an entry to Next's cache (issue 48).
 */
export function queryFromKey(key: string): CatalogueQuery | null {
  if (key === ALL_KEY) return parseCatalogueQuery({});
  if (!/^[A-Za-z0-9_-]+$/.test(key) || key.length > MAX_KEY_LENGTH) return null;
  let search: string;
  try {
    search = fromBase64Url(key);
  } catch {
    return null;
  }
  const query = parseCatalogueQuery(new URLSearchParams(search));
  return catalogueKey(query) === key ? query : null;
}
