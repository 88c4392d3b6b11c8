import { Readable } from "node:stream";
import { contentFromPointer, issueCaptionUrl, issueMediaUrl } from "@/lib/media/access.server";
import { handleMediaRequest } from "@/lib/media/serve.server";

// Firestore and Storage as plain maps: which pointers the access check honours is the question.
const docs = vi.hoisted(() => new Map<string, Record<string, unknown>>());
const objects = vi.hoisted(() => new Set<string>());
// A reference by its path; lib/db's converters only name the stored shape, so they pass it on.
type FakeRef = { get: () => Promise<unknown>; doc: (id: string) => FakeRef; collection: (id: string) => FakeRef; withConverter: () => FakeRef };
const fakeRef = (path: string): FakeRef => ({
  get: async () => ({ exists: docs.has(path), data: () => docs.get(path), get: (field: string) => docs.get(path)?.[field] }),
  doc: (id) => fakeRef(`${path}/${id}`),
  collection: (id) => fakeRef(`${path}/${id}`),
  withConverter: () => fakeRef(path),
});
vi.mock("@/lib/firebase/server", () => ({
  adminDb: () => ({ doc: fakeRef, collection: fakeRef }),
  adminBucket: () => ({
    file: (path: string) => ({
      getMetadata: async () => {
        if (!objects.has(path)) throw Object.assign(new Error("not found"), { code: 404 });
        return [{ size: 4, contentType: path.endsWith(".vtt") ? "text/vtt" : "video/mp4" }];
      },
      createReadStream: () => Readable.from([Buffer.from("mp4!")]),
    }),
  }),
}));

const LIVE = "prod_LIVEAAAAAAAAA";
const COPY = "prod_COPYAAAAAAAAA";
const OTHER = "prod_OTHERAAAAAAAA";
const LECTURE = "lec_AAAAAAAAAAAAA";
const pointer = (path: string) => ({ kind: "video", source: "storage", path });
const creator = { uid: "lena", admin: false };

function seed(copyPointer: string) {
  docs.clear();
  objects.clear();
  docs.set(`products/${LIVE}`, { state: "approved", creators: ["lena"] });
  docs.set(`products/${COPY}`, { state: "draft", creators: ["lena"], revisionOf: LIVE });
  docs.set(`products/${COPY}/lectures/${LECTURE}/private/content`, pointer(copyPointer));
  objects.add(copyPointer);
}

async function play(productId: string) {
  const { url } = await issueMediaUrl(creator, productId, LECTURE);
  return handleMediaRequest(new Request(`http://localhost${url}`), productId, LECTURE);
}

describe("which uploaded file a lecture may point at", () => {
  it("accepts the lecture's own folder, and a working copy's live product's folder for the same lecture", () => {
    expect(contentFromPointer(pointer(`products/${LIVE}/lectures/${LECTURE}/a.mp4`), LIVE, LECTURE)).toMatchObject({ source: "storage" });
    expect(contentFromPointer(pointer(`products/${COPY}/lectures/${LECTURE}/a.mp4`), COPY, LECTURE, LIVE)).toMatchObject({ source: "storage" });
    expect(contentFromPointer(pointer(`products/${LIVE}/lectures/${LECTURE}/a.mp4`), COPY, LECTURE, LIVE)).toMatchObject({
      source: "storage",
      path: `products/${LIVE}/lectures/${LECTURE}/a.mp4`,
    });
  });

  it("refuses another product's or another lecture's file, also for a working copy", () => {
    const refused = [
      `products/${OTHER}/lectures/${LECTURE}/paid.mp4`,
      `products/${LIVE}/lectures/lec_BBBBBBBBBBBBB/paid.mp4`,
      `products/${LIVE}/lectures/${LECTURE}/deeper/paid.mp4`,
      `products/${LIVE}/lectures/${LECTURE}/`,
      `products/${LIVE}/preview/cover.mp4`,
    ];
    for (const path of refused) expect(contentFromPointer(pointer(path), COPY, LECTURE, LIVE), path).toBeNull();
    // Without revisionOf (an ordinary draft) the live product's folder is someone else's.
    expect(contentFromPointer(pointer(`products/${LIVE}/lectures/${LECTURE}/a.mp4`), OTHER, LECTURE)).toBeNull();
  });
});

describe("a working copy's lecture media in its builder and in the admin's review", () => {
  it("plays a file uploaded into the live product's folder, before and after approval", async () => {
    const path = `products/${LIVE}/lectures/${LECTURE}/new.mp4`;
    seed(path);
    const response = await play(COPY);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("mp4!");
    // Approval copies the pointer unchanged onto the live product (lib/creator/revision.server.ts).
    docs.set(`products/${LIVE}/lectures/${LECTURE}/private/content`, pointer(path));
    expect((await play(LIVE)).status).toBe(200);
  });

  it("says the lecture has no content when the pointer leads into another product", async () => {
    seed(`products/${OTHER}/lectures/${LECTURE}/paid.mp4`);
    await expect(play(COPY)).rejects.toMatchObject({ status: 404, code: "media/not-found" });
  });

  it("does not stream a signed path outside the lecture's folder", async () => {
    const { signedMediaPath } = await import("@/lib/media/signing.server");
    const foreign = `products/${OTHER}/lectures/lec_BBBBBBBBBBBBB/paid.mp4`;
    objects.add(foreign);
    const { path } = signedMediaPath(COPY, LECTURE, { content: { source: "storage", kind: "video", path: foreign } });
    expect((await handleMediaRequest(new Request(`http://localhost${path}`), COPY, LECTURE)).status).toBe(404);
  });
});

describe("a lecture's captions files through the media route", () => {
  const uploaded = `products/${LIVE}/lectures/${LECTURE}/en.vtt`;
  const captions = (...paths: string[]) => docs.set(`products/${LIVE}/lectures/${LECTURE}`, { captions: paths.map((path) => ({ language: "en", label: "English", path })) });
  const fetchCaption = async (path: string, caller = creator) => {
    const { url } = await issueCaptionUrl(caller, LIVE, LECTURE, path);
    return handleMediaRequest(new Request(`http://localhost${url}`), LIVE, LECTURE);
  };
  beforeEach(() => {
    seed(`products/${LIVE}/lectures/${LECTURE}/lecture.mp4`);
    objects.add(uploaded);
  });

  it("serves an uploaded captions file the lecture lists as text/vtt, and the seeded demo captions from disk", async () => {
    captions(uploaded, "demo/lecture-demo.en.vtt");
    const response = await fetchCaption(uploaded);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    const demo = await fetchCaption("demo/lecture-demo.en.vtt");
    expect(demo.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await demo.text()).toMatch(/^WEBVTT/);
  });

  it("refuses a path the lecture does not list, a listed file that is not WebVTT, and a caller without the course", async () => {
    captions(uploaded, `products/${LIVE}/lectures/${LECTURE}/lecture.mp4`);
    await expect(fetchCaption(`products/${LIVE}/lectures/${LECTURE}/other.vtt`)).rejects.toMatchObject({ status: 404 });
    await expect(fetchCaption(`products/${LIVE}/lectures/${LECTURE}/lecture.mp4`)).rejects.toMatchObject({ status: 404 });
    await expect(fetchCaption(uploaded, { uid: "mallory", admin: false })).rejects.toMatchObject({ status: 403, code: "media/no-access" });
  });

  it("does not stream a video through a URL signed for captions", async () => {
    const { signedMediaPath } = await import("@/lib/media/signing.server");
    const { path } = signedMediaPath(LIVE, LECTURE, { content: { source: "storage", kind: "captions", path: `products/${LIVE}/lectures/${LECTURE}/lecture.mp4` } });
    expect((await handleMediaRequest(new Request(`http://localhost${path}`), LIVE, LECTURE)).status).toBe(404);
  });
});
