// @ts-check
// Next's server cache without Redis: its own file-system cache for everything but catalogue
// searches, which are kept in this process's memory, at most SEARCH_VARIANT_LIMIT entries, the
// least recently used dropped first (config/search-cache.mjs, decision 0208). The file cache
// would write every search anyone makes to disk for good: a free-text search can be anything
// (issue 48). next.config.ts names this file when REDIS_URL is not set; Next imports it natively:
// https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { createMemoryClient } from "./memory-client.mjs";
import { createRedisCacheStore, isSearchVariant } from "./redis-cache-store.mjs";

/** @typedef {import("./redis-cache-store.mjs").CacheValue} CacheValue */

// Next's own handler (a CommonJS module with an ES default export), extended rather than copied.
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

// Next builds a handler per request; the searches are kept once per process.
const shared = /** @type {{ searches?: ReturnType<typeof createRedisCacheStore> }} */ (
  /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for("verdant.localSearchCache")] ??= {}
);

function searches() {
  return (shared.searches ??= createRedisCacheStore({ client: createMemoryClient(), prefix: "local", buildId: "process" }));
}

/**
 * @typedef {{ tags?: string[], softTags?: string[] } & Record<string, unknown>} GetContext
 * @typedef {{ tags?: string[], cacheControl?: { revalidate?: number | false, expire?: number } } & Record<string, unknown>} SetContext
 */

export default class LocalCacheHandler extends FileSystemCache {
  /** @param {Record<string, unknown>} ctx Next's: fs, serverDistDir, flushToDisk, maxMemoryCacheSize, … */
  constructor(ctx) {
    super(ctx);
  }

  /** @param {string} key @param {GetContext} ctx */
  async get(key, ctx) {
    return (await searches().get(key, ctx)) ?? super.get(key, ctx);
  }

  /** @param {string} key @param {CacheValue} data @param {SetContext} ctx */
  async set(key, data, ctx) {
    if (isSearchVariant(data, ctx)) return searches().set(key, data, ctx);
    return super.set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    await Promise.all([super.revalidateTag(tags, durations), searches().revalidateTag(tags, durations)]);
  }
}
