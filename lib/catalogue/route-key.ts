// Relative imports: proxy.ts uses this module (see query.ts).
import { catalogueHref, parseCatalogueQuery, type CatalogueQuery } from "./query";

/** The key of the plain catalogue, whose page is /courses itself. */
export const ALL_KEY = "all";

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

/** The search a key stands for; a key that is not one reads as the plain catalogue. */
export function queryFromKey(key: string): CatalogueQuery {
  if (key === ALL_KEY || !/^[A-Za-z0-9_-]{1,1200}$/.test(key)) return parseCatalogueQuery({});
  try {
    return parseCatalogueQuery(new URLSearchParams(fromBase64Url(key)));
  } catch {
    return parseCatalogueQuery({});
  }
}
