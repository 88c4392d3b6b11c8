import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SEARCH_VARIANT_LIMIT, SEARCH_VARIANT_TAG } from "@/config/search-cache.mjs";
import { createMemoryClient } from "@/lib/cache/memory-client.mjs";
import { createRedisCacheStore } from "@/lib/cache/redis-cache-store.mjs";

// Issue 48: every catalogue search anyone made was one more cache entry for good (200 made-up
// searches grew the cache from 11 to 211 entries). The cache keeps SEARCH_VARIANT_LIMIT of them.

const searchPage = (key: string) => ({
  kind: "APP_PAGE",
  html: `<p>${key}</p>`,
  rscData: Buffer.from(key),
  headers: { "x-next-cache-tags": `_N_T_/layout,_N_T_/courses/results/${key},products,${SEARCH_VARIANT_TAG}` },
  status: 200,
});
const searchRead = (key: string) => ({ kind: "FETCH", data: { headers: {}, body: key, status: 200, url: "" }, revalidate: 300 });
const pageKey = (key: string) => `/route-cache/APP_PAGE/abc/$/courses/results/${key}`;
const randomKey = (i: number) => Buffer.from(`q=${Math.random().toString(36).slice(2)}${i}`).toString("base64url");

function setup() {
  let time = 1_000_000;
  const client = createMemoryClient({ now: () => time });
  const store = createRedisCacheStore({ client, prefix: "vc", buildId: "build-1", now: () => time });
  const entries = () => [...client.strings.keys()].filter((key) => key.startsWith("vc:entry:"));
  return { client, store, entries, tick: () => (time += 1) };
}

describe("the shared cache keeps a bounded number of catalogue searches", () => {
  it("holds at most the limit after 1,000 different searches, and keeps every other entry", async () => {
    const { store, entries, tick } = setup();
    await store.set("/route-cache/APP_PAGE/abc/$/", { ...searchPage("home"), headers: { "x-next-cache-tags": "products" } }, {});
    await store.set("university-list", searchRead("universities"), { tags: ["universities"] });
    for (let i = 0; i < 1000; i++) {
      tick();
      const key = randomKey(i);
      await store.set(pageKey(key), searchPage(key), {});
      await store.set(`fetch-${key}`, searchRead(key), { tags: ["products", SEARCH_VARIANT_TAG] });
    }
    expect(entries()).toHaveLength(SEARCH_VARIANT_LIMIT + 2);
    expect(await store.get("/route-cache/APP_PAGE/abc/$/", {})).not.toBeNull();
    expect(await store.get("university-list", { tags: ["universities"] })).not.toBeNull();
  });

  it("drops the search used least recently: one read again survives a flood of new ones", async () => {
    const { store, tick } = setup();
    await store.set(pageKey("popular"), searchPage("popular"), {});
    tick();
    await store.set(pageKey("forgotten"), searchPage("forgotten"), {});
    for (let i = 0; i < SEARCH_VARIANT_LIMIT - 2; i++) {
      tick();
      await store.set(pageKey(`flood-${i}`), searchPage(`flood-${i}`), {});
      // Visitors keep asking for the popular search while the flood goes on.
      if (i % 50 === 0) expect(await store.get(pageKey("popular"), {})).not.toBeNull();
    }
    for (let i = 0; i < 2; i++) {
      tick();
      await store.set(pageKey(`late-${i}`), searchPage(`late-${i}`), {});
    }
    expect(await store.get(pageKey("popular"), {})).not.toBeNull();
    expect(await store.get(pageKey("forgotten"), {})).toBeNull();
  });
});

describe("the local cache handler (no Redis)", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "vc-local-cache-"));
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("verdant.localSearchCache")];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function handler() {
    vi.resetModules();
    const { nodeFs } = await import("next/dist/server/lib/node-fs-methods.js");
    const LocalCacheHandler = (await import("@/lib/cache/local-cache-handler.mjs")).default;
    return new LocalCacheHandler({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] });
  }
  const filesUnder = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [entry.name]));

  it("writes 1,000 searches nowhere on disk and keeps at most the limit, while other pages go to Next's file cache", async () => {
    const cache = await handler();
    await cache.set("/route-cache/APP_PAGE/abc/$/about", { ...searchPage("about"), headers: { "x-next-cache-tags": "_N_T_/about" } }, { cacheControl: { revalidate: 300 } });
    const before = filesUnder(dir).length;
    expect(before).toBeGreaterThan(0);

    const keys = Array.from({ length: 1000 }, (_, i) => randomKey(i));
    for (const key of keys) await cache.set(pageKey(key), searchPage(key), { cacheControl: { revalidate: 300 } });

    expect(filesUnder(dir)).toHaveLength(before);
    const kept = await Promise.all(keys.map(async (key) => (await cache.get(pageKey(key), { kind: "APP_PAGE" })) !== null));
    expect(kept.filter(Boolean)).toHaveLength(SEARCH_VARIANT_LIMIT);
    expect((await cache.get("/route-cache/APP_PAGE/abc/$/about", { kind: "APP_PAGE" }))?.value?.html).toBe("<p>about</p>");
  });

  it("expires a kept search with its tags, as the file cache does its pages", async () => {
    const cache = await handler();
    await cache.set(pageKey("energy"), searchPage("energy"), { cacheControl: { revalidate: 300 } });
    expect(await cache.get(pageKey("energy"), { kind: "APP_PAGE" })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag(["products"], { expire: 0 });
    expect(await cache.get(pageKey("energy"), { kind: "APP_PAGE" })).toBeNull();
  });
});
