// @ts-check
// Next's cache entries hold Buffers (rscData, a route's body) and Maps (segmentData), which plain
// JSON turns into objects Next cannot use ("segmentData.get is not a function"):
// https://nextjs.org/docs/app/guides/self-hosting#configuring-caching

const BUFFER = "__vcBuffer";
const MAP = "__vcMap";

/**
 * Serializes a cache entry to a string, keeping Buffers and Maps.
 * @param {unknown} entry
 * @returns {string}
 */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replacer(key, value) {
    // JSON.stringify has already called Buffer#toJSON on `value`; the holder still has the original.
    const raw = /** @type {Record<string, unknown>} */ (this)[key];
    if (ArrayBuffer.isView(raw)) return { [BUFFER]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64") };
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] };
    return value;
  });
}

/**
 * The inverse of encodeEntry.
 * @param {string} text
 * @returns {unknown}
 */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value[BUFFER] === "string") return Buffer.from(value[BUFFER], "base64");
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}
