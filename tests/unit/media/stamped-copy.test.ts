import { isStampedObject, stampedCopy, type StampStore } from "@/lib/media/stamped-copy.server";
import type { LicenceStamp } from "@/lib/media/stamp-pdf.server";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/firebase/server", () => ({ adminBucket: () => ({}) }));

const stamp: LicenceStamp = { name: "Maya Fischer", email: "buyer@verdant.test", order: "order ord_1", date: "2026-11-26T10:00:00.000Z" };

/** A store in memory and a stamper that counts its calls. */
function setUp() {
  const objects = new Map<string, Uint8Array>();
  const store: StampStore = {
    exists: async (path) => objects.has(path),
    save: async (path, bytes) => void (objects.has(path) || objects.set(path, bytes)),
    list: async (prefix) => [...objects.keys()].filter((path) => path.startsWith(prefix)),
    remove: async (path) => void objects.delete(path),
  };
  const stamper = vi.fn(async (source: Uint8Array, { name }: LicenceStamp) => new TextEncoder().encode(`${new TextDecoder().decode(source)} for ${name}`));
  const reads = { count: 0 };
  const source = (version: string) => ({ version, read: async () => (reads.count++, new TextEncoder().encode(`source ${version}`)) });
  return { objects, store, stamper, reads, source };
}

const open = (deps: ReturnType<typeof setUp>, overrides: Partial<Parameters<typeof stampedCopy>[0]> = {}) =>
  stampedCopy({ uid: "u1", productId: "prod_a", lectureId: "lec_1", stamp, source: deps.source("g1"), ...overrides }, deps);

describe("a buyer's stamped copy", () => {
  it("is stamped on the first open and reused on the second, without reading or stamping the source again", async () => {
    const deps = setUp();
    const first = await open(deps);
    expect(first).toMatch(/^stamped\/u1\/prod_a\/lec_1\/[0-9a-f]{32}\.pdf$/);
    expect(deps.stamper).toHaveBeenCalledTimes(1);
    expect(new TextDecoder().decode(deps.objects.get(first!))).toBe("source g1 for Maya Fischer");
    expect(await open(deps)).toBe(first);
    expect(deps.stamper).toHaveBeenCalledTimes(1);
    expect(deps.reads.count).toBe(1);
  });

  it("is made again, and the old copy removed, when the source is replaced or the buyer's name changes", async () => {
    const deps = setUp();
    const first = await open(deps);
    const newUpload = await open(deps, { source: deps.source("g2") });
    expect(newUpload).not.toBe(first);
    const renamed = await open(deps, { source: deps.source("g2"), stamp: { ...stamp, name: "Maya Fischer-Nowak" } });
    expect(renamed).not.toBe(newUpload);
    expect(deps.stamper).toHaveBeenCalledTimes(3);
    expect([...deps.objects.keys()]).toEqual([renamed]);
    expect(new TextDecoder().decode(deps.objects.get(renamed!))).toBe("source g2 for Maya Fischer-Nowak");
  });

  it("is kept apart per buyer and per lecture", async () => {
    const deps = setUp();
    const mine = await open(deps);
    const theirs = await open(deps, { uid: "u2" });
    const otherLecture = await open(deps, { lectureId: "lec_2" });
    expect(new Set([mine, theirs, otherLecture]).size).toBe(3);
    expect(deps.objects.size).toBe(3);
  });

  it("is not made from a file the stamper cannot read: the caller serves the file as uploaded", async () => {
    const deps = setUp();
    deps.stamper.mockRejectedValueOnce(new Error("Failed to parse PDF document"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await open(deps)).toBeNull();
    expect(deps.objects.size).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("is the only stamped path the media route serves for a lecture", () => {
    const path = "stamped/u1/prod_a/lec_1/0123456789abcdef0123456789abcdef.pdf";
    expect(isStampedObject(path, "lec_1")).toBe(true);
    expect(isStampedObject(path, "lec_2")).toBe(false);
    expect(isStampedObject("products/prod_a/lectures/lec_1/file.pdf", "lec_1")).toBe(false);
    expect(isStampedObject("stamped/u1/prod_a/lec_1/../x/0123456789abcdef0123456789abcdef.pdf", "lec_1")).toBe(false);
    expect(isStampedObject(`${path}/more`, "lec_1")).toBe(false);
  });
});
