// @ts-check
// Plain JavaScript: Next imports the cache handlers (lib/cache/) natively, outside the bundle.

/**
 * The cache tag every cached catalogue search carries: the search's data read
 * (lib/catalogue/search.server.ts searchCatalogue) and, through it, its results page
 * (/courses/results/<key>). The cache handlers count the entries that carry it.
 */
export const SEARCH_VARIANT_TAG = "catalogue-search";

/**
 * How many such entries the cache keeps per build (a search is usually two: its page and its data
 * read): a free-text search can be anything, so the number of searches is unbounded, and each
 * results page is about 160 kB (issue 48). Past the limit the least recently used is dropped
 * (lib/cache/redis-cache-store.mjs); a dropped search is rendered again on its next visit. At
 * most about 32 MB, in Redis or in one instance's memory; decision 0208.
 */
export const SEARCH_VARIANT_LIMIT = 200;
