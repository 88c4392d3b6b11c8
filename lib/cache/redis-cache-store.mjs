// @ts-check
// The logic of the shared cache, over any client with get/set/mGet (node-redis in production, a
// Map in the unit tests). Semantics follow Next's own file-system cache and its tags manifest
// (next/dist/server/lib/incremental-cache/file-system-cache.js), with the manifest in Redis so a
// revalidateTag on one instance reaches all of them:
// https://nextjs.org/docs/app/guides/how-revalidation-works#multi-instance-considerations
// Relative: Next imports this file natively, outside the bundle and its "@/" alias.
import { SEARCH_VARIANT_LIMIT, SEARCH_VARIANT_TAG } from "../../config/search-cache.mjs";
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";

/** Entries live at most a day; a tag's revalidation is remembered a little longer than any entry. */
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const TAG_TTL_SECONDS = ENTRY_TTL_SECONDS + 60 * 60;
const TAGS_HEADER = "x-next-cache-tags";

/**
 * @typedef {{ get(key: string): Promise<string | null>, mGet(keys: string[]): Promise<(string | null)[]>,
 *   set(key: string, value: string, options: { expiration: { type: "EX", value: number } }): Promise<unknown>,
 *   del(keys: string[]): Promise<unknown>, expire(key: string, seconds: number): Promise<unknown>,
 *   zAdd(key: string, member: { score: number, value: string }, options?: { condition: "XX" }): Promise<unknown>,
 *   zCard(key: string): Promise<number>, zPopMinCount(key: string, count: number): Promise<{ value: string }[]> }} StoreClient
 * @typedef {{ kind?: string, headers?: Record<string, unknown>, revalidate?: unknown } | null} CacheValue
 * @typedef {{ value: CacheValue, lastModified: number, tags: string[] }} StoredEntry
 * @typedef {{ stale?: number, expired?: number }} TagState
 */

/**
 * @param {{ client: StoreClient, prefix: string, buildId: string, now?: () => number, searchVariantLimit?: number }} options
 */
export function createRedisCacheStore({ client, prefix, buildId, now = Date.now, searchVariantLimit = SEARCH_VARIANT_LIMIT }) {
  // Entries are per build (a page's HTML names that build's chunks); tags are not, so a
  // revalidation during a rolling deploy reaches both builds.
  const entryKey = (/** @type {string} */ key) => `${prefix}:entry:${buildId}:${key}`;
  const tagKey = (/** @type {string} */ tag) => `${prefix}:tag:${tag}`;
  // The catalogue searches kept, by when each was last written or read: a sorted set, so the
  // least recently used is dropped first (config/search-cache.mjs, decision 0208).
  const searchesKey = `${prefix}:searches:${buildId}`;

  /** Counts a search's entry just written, and drops the least recently used past the limit. */
  async function keepSearch(/** @type {string} */ key) {
    await client.zAdd(searchesKey, { score: now(), value: key });
    await client.expire(searchesKey, ENTRY_TTL_SECONDS);
    const excess = (await client.zCard(searchesKey)) - searchVariantLimit;
    if (excess <= 0) return;
    const dropped = await client.zPopMinCount(searchesKey, excess);
    if (dropped.length > 0) await client.del(dropped.map(({ value }) => entryKey(value)));
  }

  return {
    /**
     * @param {string} key
     * @param {{ tags?: string[], softTags?: string[] }} [ctx]
     * @returns {Promise<{ value: CacheValue, lastModified: number } | null>}
     */
    async get(key, ctx) {
      const text = await client.get(entryKey(key));
      if (text === null) return null;
      const entry = /** @type {StoredEntry} */ (decodeEntry(text));
      const tags = [...new Set([...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
      if (tags.length > 0) {
        const states = await client.mGet(tags.map(tagKey));
        if (states.some((state) => isInvalidated(state, entry.lastModified, now()))) return null;
      }
      // A search read moves to the back of the line; not awaited, the page need not wait for it.
      if (entry.tags.includes(SEARCH_VARIANT_TAG)) client.zAdd(searchesKey, { score: now(), value: key }, { condition: "XX" }).catch(() => {});
      return { value: entry.value, lastModified: entry.lastModified };
    },

    /**
     * @param {string} key
     * @param {CacheValue} value
     * @param {{ tags?: string[], cacheControl?: { expire?: number } }} [ctx]
     */
    async set(key, value, ctx) {
      /** @type {StoredEntry} */
      const entry = { value, lastModified: now(), tags: [...new Set([...(ctx?.tags ?? []), ...headerTags(value)])] };
      const expire = ctx?.cacheControl?.expire;
      const ttl = Math.max(1, Math.min(ENTRY_TTL_SECONDS, typeof expire === "number" ? expire : ENTRY_TTL_SECONDS));
      await client.set(entryKey(key), encodeEntry(entry), { expiration: { type: "EX", value: ttl } });
      if (entry.tags.includes(SEARCH_VARIANT_TAG)) await keepSearch(key);
    },

    /**
     * Marks tags stale now and, when a lifetime is given, expired after it (`{ expire: 0 }`: now).
     * Without durations (updateTag), they expire now, as in Next's file-system cache.
     * @param {string | string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async revalidateTag(tags, durations) {
      const at = now();
      /** @type {TagState} */
      const state = durations ? { stale: at, ...(durations.expire === undefined ? {} : { expired: at + durations.expire * 1000 }) } : { stale: at, expired: at };
      const list = typeof tags === "string" ? [tags] : tags;
      await Promise.all(list.map((tag) => client.set(tagKey(tag), JSON.stringify(state), { expiration: { type: "EX", value: TAG_TTL_SECONDS } })));
    },
  };
}

/**
 * True for an entry of one catalogue search (config/search-cache.mjs): its data read, tagged by
 * unstable_cache, or its results page, whose header carries the tags of what it read.
 * @param {CacheValue} value
 * @param {{ tags?: string[] }} [ctx]
 */
export function isSearchVariant(value, ctx) {
  return [...(ctx?.tags ?? []), ...headerTags(value)].includes(SEARCH_VARIANT_TAG);
}

/** Tags of a page or route response travel in its x-next-cache-tags header; fetch entries get ctx.tags. */
function headerTags(/** @type {CacheValue} */ value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header.length > 0 ? header.split(",") : [];
}

/**
 * Expired (now, and after the entry was written) is a miss, as in Next. Stale is a miss too: Next
 * reads staleness from its in-process manifest, which a handler cannot set, so an entry made stale
 * on another instance is rendered again at once instead of served once more while it re-renders.
 * @param {string | null} text
 * @param {number} lastModified
 * @param {number} at
 */
function isInvalidated(text, lastModified, at) {
  if (text === null) return false;
  /** @type {TagState} */
  const { stale, expired } = JSON.parse(text);
  if (typeof expired === "number" && expired <= at && expired > lastModified) return true;
  // Same millisecond counts as after: an entry written as its tag was revalidated may be stale.
  return typeof stale === "number" && stale >= lastModified;
}
