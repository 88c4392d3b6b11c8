import { decodeEntry, encodeEntry } from "@/lib/cache/entry-codec.mjs";
import { createMemoryClient } from "@/lib/cache/memory-client.mjs";
import { createRedisCacheStore, ENTRY_TTL_SECONDS } from "@/lib/cache/redis-cache-store.mjs";

/** Redis's get/set/mGet over a Map, with the TTLs it was asked for; sorted sets from the memory client. */
function fakeRedis() {
  const values = new Map<string, string>();
  const ttls = new Map<string, number>();
  const { expire, zAdd, zCard, zPopMinCount } = createMemoryClient();
  return {
    expire,
    zAdd,
    zCard,
    zPopMinCount,
    async del(keys: string[]) {
      return keys.filter((key) => values.delete(key)).length;
    },
    values,
    ttls,
    async get(key: string) {
      return values.get(key) ?? null;
    },
    async mGet(keys: string[]) {
      return keys.map((key) => values.get(key) ?? null);
    },
    async set(key: string, value: string, options: { expiration: { type: "EX"; value: number } }) {
      values.set(key, value);
      ttls.set(key, options.expiration.value);
      return "OK";
    },
  };
}

function setup() {
  const client = fakeRedis();
  let time = 1_000_000;
  const clock = { advance: (ms: number) => (time += ms) };
  const makeStore = (buildId = "build-1") => createRedisCacheStore({ client, prefix: "vc", buildId, now: () => time });
  return { client, clock, store: makeStore(), makeStore };
}

const fetchEntry = (body: string) => ({ kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 300 });
const pageEntry = (tags: string) => ({
  kind: "APP_PAGE",
  html: "<p>catalogue</p>",
  rscData: Buffer.from("rsc payload"),
  headers: { "x-next-cache-tags": tags },
  status: 200,
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
});

describe("the shared cache's entry codec", () => {
  it("keeps Buffers and Maps, which plain JSON would turn into objects", () => {
    const decoded = decodeEntry(encodeEntry({ value: pageEntry("products") })) as { value: ReturnType<typeof pageEntry> };
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect(decoded.value.rscData.toString()).toBe("rsc payload");
    expect(decoded.value.segmentData).toBeInstanceOf(Map);
    expect(decoded.value.segmentData.get("/_tree")?.toString()).toBe("tree");
  });
});

describe("the shared cache store", () => {
  it("returns what another instance stored, until one of its tags is expired", async () => {
    const { store, makeStore, clock } = setup();
    const otherInstance = makeStore();
    await store.set("list", fetchEntry("v1"), { tags: ["products"] });
    expect((await otherInstance.get("list", { tags: ["products"] }))?.value).toEqual(fetchEntry("v1"));

    clock.advance(10);
    await otherInstance.revalidateTag("products", { expire: 0 });
    expect(await store.get("list", { tags: ["products"] })).toBeNull();

    clock.advance(10);
    await store.set("list", fetchEntry("v2"), { tags: ["products"] });
    expect((await otherInstance.get("list", { tags: ["products"] }))?.value).toEqual(fetchEntry("v2"));
  });

  it("expires pages and route responses by the tags in their x-next-cache-tags header", async () => {
    const { store, clock } = setup();
    await store.set("/route-cache/APP_PAGE/abc/$/courses", pageEntry("_N_T_/layout,_N_T_/courses,products"), {});
    clock.advance(10);
    await store.revalidateTag(["universities"], { expire: 0 });
    expect(await store.get("/route-cache/APP_PAGE/abc/$/courses", {})).not.toBeNull();
    await store.revalidateTag(["products"], { expire: 0 });
    expect(await store.get("/route-cache/APP_PAGE/abc/$/courses", {})).toBeNull();
  });

  it("expires a fetch entry through the page's soft tags (revalidatePath)", async () => {
    const { store, clock } = setup();
    await store.set("key", fetchEntry("v1"), { tags: [] });
    clock.advance(10);
    await store.revalidateTag("_N_T_/courses");
    expect(await store.get("key", { tags: [], softTags: ["_N_T_/layout", "_N_T_/courses"] })).toBeNull();
  });

  it("treats an entry made stale elsewhere ('max') as a miss, and one written after it as fresh", async () => {
    const { store, clock } = setup();
    await store.set("key", fetchEntry("v1"), { tags: ["products"] });
    clock.advance(10);
    await store.revalidateTag("products", { expire: 365 * 24 * 3600 });
    expect(await store.get("key", { tags: ["products"] })).toBeNull();
    clock.advance(10);
    await store.set("key", fetchEntry("v2"), { tags: ["products"] });
    expect(await store.get("key", { tags: ["products"] })).not.toBeNull();
  });

  it("expires an entry written after a revalidation once that revalidation's expire time passes", async () => {
    const { store, clock } = setup();
    await store.revalidateTag("products", { expire: 60 });
    clock.advance(10);
    await store.set("key", fetchEntry("v1"), { tags: ["products"] });
    expect(await store.get("key", { tags: ["products"] })).not.toBeNull();
    clock.advance(60_000);
    expect(await store.get("key", { tags: ["products"] })).toBeNull();
  });

  it("keeps each build's entries apart and shares tags between builds", async () => {
    const { store, makeStore, clock } = setup();
    const nextBuild = makeStore("build-2");
    await store.set("/route-cache/APP_PAGE/abc/$/", pageEntry("products"), {});
    expect(await nextBuild.get("/route-cache/APP_PAGE/abc/$/", {})).toBeNull();
    await nextBuild.set("/route-cache/APP_PAGE/abc/$/", pageEntry("products"), {});
    clock.advance(10);
    await store.revalidateTag("products", { expire: 0 });
    expect(await nextBuild.get("/route-cache/APP_PAGE/abc/$/", {})).toBeNull();
  });

  it("bounds every key's lifetime: entries by their expire time, at most a day; tags a little longer", async () => {
    const { store, client } = setup();
    await store.set("short", fetchEntry("v1"), { tags: [], cacheControl: { expire: 120 } });
    await store.set("long", fetchEntry("v1"), { tags: [], cacheControl: { expire: 365 * 24 * 3600 } });
    await store.set("none", fetchEntry("v1"), { tags: ["products"] });
    await store.revalidateTag("products", { expire: 0 });
    expect(client.ttls.get("vc:entry:build-1:short")).toBe(120);
    expect(client.ttls.get("vc:entry:build-1:long")).toBe(ENTRY_TTL_SECONDS);
    expect(client.ttls.get("vc:entry:build-1:none")).toBe(ENTRY_TTL_SECONDS);
    expect(client.ttls.get("vc:tag:products")).toBeGreaterThan(ENTRY_TTL_SECONDS);
  });
});
