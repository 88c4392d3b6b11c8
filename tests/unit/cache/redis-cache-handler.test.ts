/** A fresh handler module and connection per test: both are kept per process on purpose. */
async function loadHandler() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("verdant.redisCache")];
  vi.resetModules();
  return (await import("@/lib/cache/redis-cache-handler.mjs")).default;
}

describe("the shared cache handler when Redis cannot be reached", () => {
  it("serves every read as a miss and drops writes, logging instead of failing the page", async () => {
    // Port 1 on loopback refuses at once: the same path as a Memorystore outage, minus the wait.
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:1");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const RedisCacheHandler = await loadHandler();
    const handler = new RedisCacheHandler({ serverDistDir: "/nonexistent/.next/server" });

    await expect(handler.get("key", { tags: ["products"] })).resolves.toBeNull();
    await expect(handler.set("key", { kind: "FETCH" }, { tags: ["products"] })).resolves.toBeUndefined();
    await expect(handler.revalidateTag("products", { expire: 0 })).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("serving without the shared cache"));
    // One line per interval, not one per request.
    expect(logged.mock.calls.length).toBe(1);
  });

  it("says so when a build made with REDIS_URL runs without it, and caches nothing", async () => {
    vi.stubEnv("REDIS_URL", "");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const RedisCacheHandler = await loadHandler();
    const handler = new RedisCacheHandler({ serverDistDir: "/nonexistent/.next/server" });

    await expect(handler.get("key", {})).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("REDIS_URL is not set"));
  });
});
