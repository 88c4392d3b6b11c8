// @ts-check
// The few Redis commands the cache store uses (redis-cache-store.mjs), over Maps in this process:
// the local cache handler keeps catalogue searches here without Redis, and the unit tests use it
// as their Redis. Expired keys are dropped when read, as Redis does lazily.

/**
 * @param {{ now?: () => number }} [options]
 */
export function createMemoryClient({ now = Date.now } = {}) {
  /** @type {Map<string, { value: string, expiresAt: number }>} */
  const strings = new Map();
  /** @type {Map<string, { members: Map<string, number>, expiresAt: number }>} */
  const sortedSets = new Map();

  /** @template {{ expiresAt: number }} T @param {Map<string, T>} map @param {string} key */
  const live = (map, key) => {
    const item = map.get(key);
    if (item && item.expiresAt <= now()) map.delete(key);
    return item && item.expiresAt > now() ? item : undefined;
  };

  return {
    strings,
    sortedSets,
    /** @param {string} key */
    async get(key) {
      return live(strings, key)?.value ?? null;
    },
    /** @param {string[]} keys */
    async mGet(keys) {
      return keys.map((key) => live(strings, key)?.value ?? null);
    },
    /** @param {string} key @param {string} value @param {{ expiration: { type: "EX", value: number } }} options */
    async set(key, value, options) {
      strings.set(key, { value, expiresAt: now() + options.expiration.value * 1000 });
      return "OK";
    },
    /** @param {string[]} keys */
    async del(keys) {
      let removed = 0;
      for (const key of keys) if (strings.delete(key) || sortedSets.delete(key)) removed++;
      return removed;
    },
    /** @param {string} key @param {number} seconds */
    async expire(key, seconds) {
      const item = live(strings, key) ?? live(sortedSets, key);
      if (item) item.expiresAt = now() + seconds * 1000;
      return item ? 1 : 0;
    },
    /** @param {string} key @param {{ score: number, value: string }} member @param {{ condition?: "XX" }} [options] */
    async zAdd(key, member, options) {
      const set = live(sortedSets, key);
      if (options?.condition === "XX") {
        if (set?.members.has(member.value)) set.members.set(member.value, member.score);
        return 0;
      }
      const target = set ?? { members: new Map(), expiresAt: Infinity };
      sortedSets.set(key, target);
      const added = target.members.has(member.value) ? 0 : 1;
      target.members.set(member.value, member.score);
      return added;
    },
    /** @param {string} key */
    async zCard(key) {
      return live(sortedSets, key)?.members.size ?? 0;
    },
    /** @param {string} key @param {number} count */
    async zPopMinCount(key, count) {
      const set = live(sortedSets, key);
      if (!set) return [];
      const lowest = [...set.members].sort(([a, x], [b, y]) => x - y || a.localeCompare(b)).slice(0, count);
      for (const [value] of lowest) set.members.delete(value);
      return lowest.map(([value, score]) => ({ value, score }));
    },
  };
}
