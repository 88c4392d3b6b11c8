import { Readable } from "node:stream";
import { captionsFromLecture, issueMediaUrl } from "@/lib/media/access.server";
import { contentFromPointer } from "@/lib/media/pointers";
import { handleMediaRequest } from "@/lib/media/serve.server";

// Firestore and Storage as plain maps: which pointers the access check honours is the question.
const docs = vi.hoisted(() => new Map<string, Record<string, unknown>>());
const objects = vi.hoisted(() => new Set<string>());
// An MP4's first bytes: the media route sends a file's start only when it is what its type says.
const MP4 = vi.hoisted(() => "\0\0\0\u0018ftypmp42");
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
        return [{ size: MP4.length, contentType: "video/mp4" }];
      },
      createReadStream: () => Readable.from([Buffer.from(MP4)]),
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
    expect(await response.text()).toBe(MP4);
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

describe("which caption file a media URL may be signed for (issue 35)", () => {
  const track = (path: string) => ({ type: "video", captions: [{ language: "en", label: "English", path }] });
  const own = `products/${LIVE}/lectures/${LECTURE}/k3x9a-en.vtt`;

  it("signs a .vtt the lecture lists, in its own folder or, for a working copy, its live product's", () => {
    expect(captionsFromLecture(track(own), own, LIVE, LECTURE)).toEqual({ kind: "captions", source: "storage", path: own });
    expect(captionsFromLecture(track(own), own, COPY, LECTURE, LIVE)).toEqual({ kind: "captions", source: "storage", path: own });
  });

  it("refuses a path the lecture does not list, another folder's file, and anything but .vtt", () => {
    expect(captionsFromLecture(track(own), `products/${LIVE}/lectures/${LECTURE}/other.vtt`, LIVE, LECTURE)).toBeNull();
    expect(captionsFromLecture(undefined, own, LIVE, LECTURE)).toBeNull();
    const foreign = `products/${OTHER}/lectures/${LECTURE}/paid.vtt`;
    expect(captionsFromLecture(track(foreign), foreign, LIVE, LECTURE)).toBeNull();
    const video = `products/${LIVE}/lectures/${LECTURE}/intro.mp4`;
    expect(captionsFromLecture(track(video), video, LIVE, LECTURE)).toBeNull();
  });

  it("serves the seed's demo captions, listed outside any upload folder, from content/ on disk", () => {
    const demo = "demo/lecture-demo.en.vtt";
    expect(captionsFromLecture(track(demo), demo, LIVE, LECTURE)).toEqual({ kind: "captions", path: demo, source: "disk" });
  });
});
