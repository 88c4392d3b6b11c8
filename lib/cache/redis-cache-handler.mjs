// @ts-check
// Next's server cache (ISR pages, route responses, unstable_cache and fetch entries) in Redis, so
// every instance serves and revalidates the same entries. next.config.ts names this file only when
// REDIS_URL is set. Next imports it natively, outside the bundle, so it is plain JavaScript:
// https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";
import { createRedisCacheStore } from "./redis-cache-store.mjs";

// A command that has not answered by then is a miss: a slow cache must not slow the page.
const COMMAND_TIMEOUT_MS = 500;
const ERROR_LOG_INTERVAL_MS = 30_000;

/** @typedef {ReturnType<typeof createRedisCacheStore>} Store */

// Next builds a handler per request; the connection is made once per process.
const shared = /** @type {{ store?: Store, firstAttempt?: Promise<void> }} */ (
  /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for("verdant.redisCache")] ??= {}
);

let lastErrorLog = 0;
/** Redis down must not flood the logs: one line per interval. */
function logError(/** @type {string} */ what, /** @type {unknown} */ error) {
  if (Date.now() - lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
  lastErrorLog = Date.now();
  console.error(`[shared cache] ${what}; serving without the shared cache: ${error instanceof Error ? error.message : String(error)}`);
}

function readBuildId(/** @type {string | undefined} */ serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir ?? ".next/server", "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "unknown-build";
  }
}

function connect(/** @type {string | undefined} */ serverDistDir) {
  const client = createClient({
    url: process.env.REDIS_URL,
    // Fail at once while disconnected instead of queueing until the page times out.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 10_000) },
  });
  shared.firstAttempt = new Promise((resolve) => {
    client.once("ready", () => resolve());
    client.once("error", () => resolve());
  });
  client.on("error", (error) => logError(`Redis at ${redactedUrl()} is unreachable`, error));
  client.connect().catch((error) => logError("could not connect to Redis", error));
  shared.store = createRedisCacheStore({ client, prefix: process.env.REDIS_KEY_PREFIX || "vc", buildId: readBuildId(serverDistDir) });
  return shared.store;
}

function redactedUrl() {
  try {
    const url = new URL(process.env.REDIS_URL ?? "");
    return url.host;
  } catch {
    return "REDIS_URL";
  }
}

/**
 * Runs a store call; any failure is logged and treated as a miss.
 * @template T
 * @param {string} what
 * @param {(store: Store) => Promise<T>} call
 * @param {T} fallback
 * @returns {Promise<T>}
 */
async function guarded(what, call, fallback) {
  // The build prerenders without Redis (App Hosting builds cannot reach a VPC): pages render fresh.
  if (process.env.NEXT_PHASE === "phase-production-build" || !shared.store) return fallback;
  try {
    await shared.firstAttempt;
    return await call(shared.store);
  } catch (error) {
    logError(`${what} failed`, error);
    return fallback;
  }
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} [ctx] */
  constructor(ctx) {
    if (shared.store || process.env.NEXT_PHASE === "phase-production-build") return;
    // A standalone build made with REDIS_URL keeps this handler even when run without it.
    if (process.env.REDIS_URL) connect(ctx?.serverDistDir);
    else logError("REDIS_URL is not set", new Error("this build was made with REDIS_URL; nothing is cached"));
  }

  /** @param {string} key @param {{ tags?: string[], softTags?: string[] }} [ctx] */
  get(key, ctx) {
    return guarded("cache read", (store) => store.get(key, ctx), null);
  }

  /** @param {string} key @param {import("./redis-cache-store.mjs").CacheValue} data @param {{ tags?: string[], cacheControl?: { expire?: number } }} [ctx] */
  set(key, data, ctx) {
    return guarded("cache write", (store) => store.set(key, data, ctx), undefined);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  revalidateTag(tags, durations) {
    return guarded("tag revalidation", (store) => store.revalidateTag(tags, durations), undefined);
  }

  resetRequestCache() {}
}
