// The Storage stand-in through the real `firebase/storage` web SDK and firebase-admin, with the
// policy of storage.rules: who may upload, read and delete what, and the type and size limits.
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from "firebase/storage";
import { assertSucceeds } from "@firebase/rules-unit-testing";
import { isPreviewSource } from "@/lib/creator/preview-media";
import { adminAuth, adminBucket, adminDb } from "@/lib/firebase/server";
import { issueMediaUrl } from "@/lib/media/access.server";
import { revokeMediaTokens } from "../../scripts/revoke-media-tokens.mjs";
import { handleMediaRequest } from "@/lib/media/serve.server";
import { newDraft, serverNow } from "../factories/draft-product";
import { as, registerRulesEnv, seedDoc, PROJECT_ID } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { browserApps, idToken } from "./support";

const rulesEnv = registerRulesEnv();
const BUCKET = `${PROJECT_ID}.appspot.com`;
const PASSWORD = "storage-password";
type Who = "creator" | "buyer" | "stranger" | "admin";
const uids: Record<Who, string> = { creator: "", buyer: "", stranger: "", admin: "" };
const storages = {} as Record<Who | "visitor", FirebaseStorage>;
const browsers = browserApps("storage", { storageBucket: BUCKET, appId: "demo-app" });

/** A file of `size` bytes that starts like a real file of that type. */
function fileOf(type: "png" | "mp4" | "pdf" | "text" | "html", size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  const head = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    mp4: [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70],
    pdf: [...Buffer.from("%PDF-1.7")],
    text: [...Buffer.from("hello")],
    html: [...Buffer.from("<!doctype html><script>alert(document.domain)</script>")],
  }[type];
  bytes.set(head);
  return bytes;
}

const storageFor = (name: string, email?: string) => browsers.storageOf(name, email, PASSWORD);

const codeOf = (promise: Promise<unknown>) => promise.then(() => "ok", (error: { code?: string }) => error.code ?? String(error));

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await clearAuth();
  for (const who of Object.keys(uids) as Who[]) uids[who] = await createAccount(`${who}@storage.test`, PASSWORD);
  await adminAuth().setCustomUserClaims(uids.admin, { admin: true });
  await seedDoc(rulesEnv(), "products/draft", { title: "Draft", state: "draft", creators: [uids.creator] });
  await seedDoc(rulesEnv(), "products/live", { title: "Live", state: "approved", creators: [uids.creator] });
  await seedDoc(rulesEnv(), `userProductRelations/${uids.buyer}_live`, { uid: uids.buyer, productId: "live", source: "purchase" });
  for (const who of Object.keys(uids) as Who[]) storages[who] = await storageFor(who, `${who}@storage.test`);
  storages.visitor = await storageFor("visitor");
});

afterAll(async () => {
  await browsers.deleteAll();
});

describe("uploads", () => {
  it("lets a creator upload a small preview image and get a download URL anyone can open", async () => {
    const bytes = fileOf("png", 2048);
    const result = await uploadBytes(ref(storages.creator, "products/draft/preview/cover.png"), bytes, { contentType: "image/png" });
    expect(result.metadata).toMatchObject({ size: 2048, contentType: "image/png", fullPath: "products/draft/preview/cover.png" });
    const url = await getDownloadURL(result.ref);
    expect(url).toContain("alt=media&token=");
    // The token is the permission, as with Firebase: no sign-in needed.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    const forged = await fetch(url.replace(/token=[^&]+/, "token=guess"));
    expect(forged.status).toBe(403);
  });

  it("gives a download URL that a course may store as its preview (firestore.rules and the submission check)", async () => {
    await seedDoc(rulesEnv(), "products/course", { ...newDraft(uids.creator), lastUpdated: new Date("2026-01-01") });
    const result = await uploadBytes(ref(storages.creator, "products/course/preview/k3x9a-cover-photo.png"), fileOf("png", 512), { contentType: "image/png" });
    const url = await getDownloadURL(result.ref);
    expect(isPreviewSource("previewImg", url, ["course"], { bucket: BUCKET, emulator: true })).toBe(true);
    await assertSucceeds(as(rulesEnv()).user(uids.creator).doc("products/course").update({ previewImg: url, previewImgSmall: url, lastUpdated: serverNow() }));
  });

  it("uploads a larger lecture video resumably, in chunks, with progress", async () => {
    const bytes = fileOf("mp4", 700 * 1024);
    const task = uploadBytesResumable(ref(storages.creator, "products/draft/lectures/l1/intro.mp4"), bytes, { contentType: "video/mp4" });
    const progress: number[] = [];
    task.on("state_changed", (snapshot) => progress.push(snapshot.bytesTransferred));
    const done = await task;
    expect(done.metadata.size).toBe(bytes.length);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(new Set(progress).size).toBeGreaterThan(2);
    expect(new Uint8Array(await getBytes(done.ref))).toEqual(bytes);
  });

  it("refuses uploads from anyone but the product's creators (and admins)", async () => {
    const bytes = fileOf("png", 1024);
    expect(await codeOf(uploadBytes(ref(storages.stranger, "products/draft/preview/x.png"), bytes, { contentType: "image/png" }))).toBe("storage/unauthorized");
    expect(await codeOf(uploadBytes(ref(storages.buyer, "products/live/lectures/l1/x.pdf"), fileOf("pdf", 100), { contentType: "application/pdf" }))).toBe(
      "storage/unauthorized",
    );
    expect(await codeOf(uploadBytes(ref(storages.visitor, "products/draft/preview/x.png"), bytes, { contentType: "image/png" }))).toBe("storage/unauthorized");
    expect(await codeOf(uploadBytes(ref(storages.admin, "products/draft/preview/by-admin.png"), bytes, { contentType: "image/png" }))).toBe("ok");
  });

  it("refuses paths outside the product folders", async () => {
    const bytes = fileOf("png", 1024);
    expect(await codeOf(uploadBytes(ref(storages.creator, "users/me/avatar.png"), bytes, { contentType: "image/png" }))).toBe("storage/unauthorized");
    expect(await codeOf(uploadBytes(ref(storages.creator, "products/draft/preview/deep/x.png"), bytes, { contentType: "image/png" }))).toBe(
      "storage/unauthorized",
    );
  });

  it("refuses the wrong type for the place", async () => {
    const creator = storages.creator;
    expect(await codeOf(uploadBytes(ref(creator, "products/draft/lectures/l1/notes.txt"), fileOf("text", 100), { contentType: "text/plain" }))).toBe(
      "storage/unauthorized",
    );
    // A PDF is a lecture document, never a preview.
    expect(await codeOf(uploadBytes(ref(creator, "products/draft/preview/flyer.pdf"), fileOf("pdf", 100), { contentType: "application/pdf" }))).toBe(
      "storage/unauthorized",
    );
  });

  // Issue 48: storage.rules see only the declared type. The server reads the first bytes before a
  // course is submitted and whenever it serves a file (creator-submission.test.ts, and below).
  it("stores an HTML page declared as image/png, as Cloud Storage does", async () => {
    const page = ref(storages.creator, "products/draft/preview/page.png");
    expect(await codeOf(uploadBytes(page, fileOf("html", 100), { contentType: "image/png" }))).toBe("ok");
    await expect(getMetadata(page)).resolves.toMatchObject({ contentType: "image/png", size: 100 });
  });

  it("refuses an image over 10 MB before any bytes are sent", async () => {
    const big = fileOf("png", 10 * 1024 * 1024 + 1);
    const task = uploadBytesResumable(ref(storages.creator, "products/draft/preview/huge.png"), big, { contentType: "image/png" });
    let sent = 0;
    task.on("state_changed", (snapshot) => (sent = snapshot.bytesTransferred));
    expect(await codeOf(task.then())).toBe("storage/unauthorized");
    expect(sent).toBe(0);
  });

  it("enforces the declared size on the bytes that arrive (resumable protocol by hand)", async () => {
    const base = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${BUCKET}/o`;
    const token = await adminToken("creator");
    const start = await fetch(`${base}?name=${encodeURIComponent("products/draft/preview/liar.png")}`, {
      method: "POST",
      headers: {
        Authorization: `Firebase ${token}`,
        "X-Goog-Upload-Protocol": "resumable",
        "X-Goog-Upload-Command": "start",
        "X-Goog-Upload-Header-Content-Length": "1000",
        "X-Goog-Upload-Header-Content-Type": "image/png",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ name: "products/draft/preview/liar.png", contentType: "image/png" }),
    });
    expect(start.headers.get("x-goog-upload-status")).toBe("active");
    const upload = await fetch(start.headers.get("x-goog-upload-url")!, {
      method: "POST",
      headers: { "X-Goog-Upload-Command": "upload, finalize", "X-Goog-Upload-Offset": "0" },
      body: Buffer.from(fileOf("png", 5000)),
    });
    expect(upload.status).toBe(400);
    await expect(getMetadata(ref(storages.creator, "products/draft/preview/liar.png"))).rejects.toMatchObject({ code: "storage/object-not-found" });
  });

  it("leaves no object behind when an upload is cancelled", async () => {
    const task = uploadBytesResumable(ref(storages.creator, "products/draft/lectures/l2/long.mp4"), fileOf("mp4", 2 * 1024 * 1024), {
      contentType: "video/mp4",
    });
    task.on("state_changed", (snapshot) => {
      if (snapshot.bytesTransferred > 0) task.cancel();
    });
    expect(await codeOf(task.then())).toBe("storage/canceled");
    await expect(getMetadata(ref(storages.creator, "products/draft/lectures/l2/long.mp4"))).rejects.toMatchObject({ code: "storage/object-not-found" });
  });
});

describe("reads", () => {
  const lecture = "products/live/lectures/l1/reader.pdf";
  const preview = "products/live/preview/cover.png";
  const draftPreview = "products/draft/preview/cover.png";
  beforeAll(async () => {
    await uploadBytes(ref(storages.creator, lecture), fileOf("pdf", 4000), { contentType: "application/pdf" });
    await uploadBytes(ref(storages.creator, preview), fileOf("png", 300), { contentType: "image/png" });
    await uploadBytes(ref(storages.creator, draftPreview), fileOf("png", 300), { contentType: "image/png" });
  });

  it("lets the creator and an admin read lecture content, and nobody else, buyers included (they use /api/media)", async () => {
    for (const who of ["creator", "admin"] as const) {
      expect((await getBytes(ref(storages[who], lecture))).byteLength).toBe(4000);
    }
    for (const who of ["buyer", "stranger", "visitor"] as const) {
      expect(await codeOf(getBytes(ref(storages[who], lecture))), who).toBe("storage/unauthorized");
      expect(await codeOf(getDownloadURL(ref(storages[who], lecture))), who).toBe("storage/unauthorized");
      expect(await codeOf(getMetadata(ref(storages[who], lecture))), who).toBe("storage/unauthorized");
    }
  });

  it("shows a preview to everyone once the product is approved, before that only to its creators", async () => {
    expect((await getBytes(ref(storages.visitor, preview))).byteLength).toBe(300);
    expect((await getBytes(ref(storages.stranger, preview))).byteLength).toBe(300);
    expect(await codeOf(getBytes(ref(storages.stranger, draftPreview)))).toBe("storage/unauthorized");
    expect(await codeOf(getBytes(ref(storages.visitor, draftPreview)))).toBe("storage/unauthorized");
    expect((await getBytes(ref(storages.creator, draftPreview))).byteLength).toBe(300);
  });

  it("lets the server read metadata and byte ranges through firebase-admin", async () => {
    const file = adminBucket().file(lecture);
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({ name: lecture, contentType: "application/pdf", size: "4000" });
    const chunks: Buffer[] = [];
    for await (const chunk of file.createReadStream({ start: 10, end: 19 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(fileOf("pdf", 4000).subarray(10, 20)));
    const [exists] = await adminBucket().file("products/live/lectures/l1/nothing.pdf").exists();
    expect(exists).toBe(false);
  });

  it("keeps the server's API (the one firebase-admin uses) closed to users' tokens", async () => {
    const url = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/b/${BUCKET}/o/${encodeURIComponent(lecture)}?alt=media`;
    const response = await fetch(url, { headers: { Authorization: `Bearer ${await adminToken("stranger")}` } });
    expect(response.status).toBe(403);
  });
});

describe("uploaded lecture media for learners (GET /api/media)", () => {
  const video = fileOf("mp4", 300 * 1024);
  const objectPath = "products/live/lectures/l5/intro.mp4";
  const contentDoc = "products/live/lectures/l5/private/content";
  beforeAll(async () => {
    await uploadBytes(ref(storages.creator, objectPath), video, { contentType: "video/mp4" });
    await adminDb().doc(contentDoc).set({ kind: "video", path: objectPath, source: "storage" });
  });
  const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
    handleMediaRequest(new Request(`http://localhost${url}`, { headers }), "live", "l5");

  it("streams an uploaded video from Storage to a buyer's signed URL, with Range", async () => {
    const { url } = await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l5");
    const whole = await fetchMedia(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(video);
    const part = await fetchMedia(url, { Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.subarray(100, 200));
  });

  it("serves from the signed URL alone, without reading the lecture's content document again", async () => {
    const { url } = await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l5");
    await adminDb().doc(contentDoc).delete();
    try {
      expect((await fetchMedia(url, { Range: "bytes=0-9" })).status).toBe(206);
    } finally {
      await adminDb().doc(contentDoc).set({ kind: "video", path: objectPath, source: "storage" });
    }
  });

  it("refuses a content pointer to another lecture's or product's file", async () => {
    await adminDb().doc("products/live/lectures/l6/private/content").set({ kind: "video", path: "products/draft/lectures/l1/intro.mp4", source: "storage" });
    await expect(issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l6")).rejects.toMatchObject({ status: 404 });
    const { url } = await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l5");
    const tampered = url.replace(encodeURIComponent(objectPath), encodeURIComponent("products/draft/lectures/l1/intro.mp4"));
    expect((await fetchMedia(tampered)).status).toBe(403);
  });

  it("plays a working copy's new upload, which sits in the live product's folder, in the copy and after approval", async () => {
    await seedDoc(rulesEnv(), "products/copy", { title: "Live, revised", state: "draft", creators: [uids.creator], revisionOf: "live" });
    // The builder of the copy uploads under the live product (lib/creator/storage-paths.ts uploadProductId).
    const upload = "products/live/lectures/l7/new.mp4";
    expect(await codeOf(uploadBytes(ref(storages.creator, upload), fileOf("mp4", 2048), { contentType: "video/mp4" }))).toBe("ok");
    await adminDb().doc("products/copy/lectures/l7/private/content").set({ kind: "video", path: upload, source: "storage" });
    const { url } = await issueMediaUrl({ uid: uids.creator, admin: false }, "copy", "l7");
    expect((await handleMediaRequest(new Request(`http://localhost${url}`), "copy", "l7")).status).toBe(200);
    const review = await issueMediaUrl({ uid: uids.admin, admin: true }, "copy", "l7");
    expect((await handleMediaRequest(new Request(`http://localhost${review.url}`), "copy", "l7")).status).toBe(200);
    // Approval copies the pointer unchanged onto the live product.
    await adminDb().doc("products/live/lectures/l7/private/content").set({ kind: "video", path: upload, source: "storage" });
    const bought = await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l7");
    expect((await handleMediaRequest(new Request(`http://localhost${bought.url}`), "live", "l7")).status).toBe(200);
    // Still only the live product's folder: another product's file stays out of reach.
    await adminDb().doc("products/copy/lectures/l8/private/content").set({ kind: "video", path: "products/draft/lectures/l8/paid.mp4", source: "storage" });
    await expect(issueMediaUrl({ uid: uids.creator, admin: false }, "copy", "l8")).rejects.toMatchObject({ status: 404 });
  });

  // Issue 48: Cloud Storage kept the bytes under the declared type; the route does not pass them on.
  it("never serves an HTML page uploaded as a video or a PDF, not even its first two bytes, and says so", async () => {
    const cases = [
      { lecture: "l12", kind: "video", path: "products/live/lectures/l12/trailer.mp4", contentType: "video/mp4" },
      { lecture: "l13", kind: "document", path: "products/live/lectures/l13/slides.pdf", contentType: "application/pdf" },
    ];
    for (const { lecture, kind, path, contentType } of cases) {
      expect(await codeOf(uploadBytes(ref(storages.creator, path), fileOf("html", 4096), { contentType }))).toBe("ok");
      await adminDb().doc(`products/live/lectures/${lecture}/private/content`).set({ kind, path, source: "storage" });
      // The creator's own view: a buyer of a document gets a stamped copy, which needs a real PDF.
      const { url } = await issueMediaUrl({ uid: uids.creator, admin: false }, "live", lecture);
      for (const range of [{}, { Range: "bytes=0-1" }, { Range: "bytes=0-" }] as Record<string, string>[]) {
        const response = await handleMediaRequest(new Request(`http://localhost${url}`, { headers: range }), "live", lecture);
        expect(response.status, `${path} ${JSON.stringify(range)}`).toBe(404);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(await response.text()).toBe("This lecture's file is damaged or not the kind of file it claims to be. Its creators need to upload it again.");
      }
    }
    // A real file's first bytes are still served, a short probe included (Safari asks for bytes=0-1).
    const { url } = await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l5");
    const probe = await fetchMedia(url, { Range: "bytes=0-1" });
    expect(probe.status).toBe(206);
    expect(probe.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await probe.arrayBuffer())).toEqual(video.subarray(0, 2));
  });

  it("says 404 when the uploaded file is gone", async () => {
    const { url } = await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l5");
    await adminBucket().file(objectPath).delete();
    expect((await fetchMedia(url)).status).toBe(404);
  });
});

describe("a lecture's WebVTT captions (issue 35)", () => {
  const vtt = Buffer.from("WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nWelcome, Grüße.\n");
  const captionPath = "products/live/lectures/l10/k3x9a-english.vtt";
  const lectureDoc = "products/live/lectures/l10";
  beforeAll(async () => {
    await adminDb().doc(lectureDoc).set({ sectionId: "s1", title: "Intro", order: 0, duration: 3, type: "video", preview: false, captions: [{ language: "en", label: "English", path: captionPath }] });
  });
  const serve = (url: string) => handleMediaRequest(new Request(`http://localhost${url}`), "live", "l10");

  it("takes a creator's .vtt of up to 1 MB and refuses anything else as captions", async () => {
    expect(await codeOf(uploadBytes(ref(storages.creator, captionPath), vtt, { contentType: "text/vtt" }))).toBe("ok");
    const big = new Uint8Array(10 * 1024 * 1024);
    big.set(vtt);
    expect(await codeOf(uploadBytes(ref(storages.creator, "products/live/lectures/l10/big.vtt"), big, { contentType: "text/vtt" }))).toBe("storage/unauthorized");
    expect(await codeOf(uploadBytes(ref(storages.creator, "products/live/lectures/l10/notes.txt"), vtt, { contentType: "text/vtt" }))).toBe("storage/unauthorized");
    // Cloud Storage keeps an SRT file named .vtt as text/vtt (issue 48); the media route never serves it.
    const srt = "products/live/lectures/l10/srt.vtt";
    expect(await codeOf(uploadBytes(ref(storages.creator, srt), Buffer.from("1\n00:00:01,000 --> 00:00:02,000\nHi\n"), { contentType: "text/vtt" }))).toBe("ok");
    await adminDb().doc(lectureDoc).update({ captions: [{ language: "de", label: "Deutsch", path: srt }] });
    try {
      expect((await serve((await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l10", Date.now(), srt)).url)).status).toBe(404);
    } finally {
      await adminDb().doc(lectureDoc).update({ captions: [{ language: "en", label: "English", path: captionPath }] });
    }
    expect(await codeOf(uploadBytes(ref(storages.buyer, "products/live/lectures/l10/mine.vtt"), vtt, { contentType: "text/vtt" }))).toBe("storage/unauthorized");
  });

  it("serves the captions as text/vtt to a buyer, the creator and an admin through a signed URL, and to nobody else", async () => {
    for (const caller of [{ uid: uids.buyer, admin: false }, { uid: uids.creator, admin: false }, { uid: uids.admin, admin: true }]) {
      const media = await issueMediaUrl(caller, "live", "l10", Date.now(), captionPath);
      expect(media.kind).toBe("captions");
      const response = await serve(media.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(vtt);
    }
    await expect(issueMediaUrl({ uid: uids.stranger, admin: false }, "live", "l10", Date.now(), captionPath)).rejects.toMatchObject({ status: 403 });
  });

  it("signs only a caption path its lecture lists, and never serves a video as captions or captions as a video", async () => {
    await expect(issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l10", Date.now(), "products/live/lectures/l10/other.vtt")).rejects.toMatchObject({ status: 404 });
    await expect(issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l5", Date.now(), captionPath)).rejects.toMatchObject({ status: 404 });
    const { url } = await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l10", Date.now(), captionPath);
    expect((await serve(url.replace("kind=captions", "kind=video"))).status).toBe(403);
    await adminDb().doc(lectureDoc).update({ captions: [{ language: "en", label: "English", path: "products/live/lectures/l10/intro.mp4" }] });
    try {
      await uploadBytes(ref(storages.creator, "products/live/lectures/l10/intro.mp4"), fileOf("mp4", 2048), { contentType: "video/mp4" });
      await expect(issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l10", Date.now(), "products/live/lectures/l10/intro.mp4")).rejects.toMatchObject({ status: 404 });
    } finally {
      await adminDb().doc(lectureDoc).update({ captions: [{ language: "en", label: "English", path: captionPath }] });
    }
  });
});

describe("deletes", () => {
  it("lets only the product's creators and admins delete", async () => {
    const path = "products/draft/lectures/l3/old.pdf";
    await uploadBytes(ref(storages.creator, path), fileOf("pdf", 100), { contentType: "application/pdf" });
    expect(await codeOf(deleteObject(ref(storages.stranger, path)))).toBe("storage/unauthorized");
    expect(await codeOf(deleteObject(ref(storages.buyer, path)))).toBe("storage/unauthorized");
    expect(await codeOf(deleteObject(ref(storages.creator, path)))).toBe("ok");
    await expect(getMetadata(ref(storages.creator, path))).rejects.toMatchObject({ code: "storage/object-not-found" });
  });

  it("lets the server delete through firebase-admin", async () => {
    const path = "products/draft/lectures/l3/server.pdf";
    await uploadBytes(ref(storages.creator, path), fileOf("pdf", 100), { contentType: "application/pdf" });
    await adminBucket().file(path).delete();
    await expect(getMetadata(ref(storages.creator, path))).rejects.toMatchObject({ code: "storage/object-not-found" });
  });
});

const adminToken = (who: Who) => idToken(`${who}@storage.test`, PASSWORD);

describe("paid media has no URL that outlives access (issue 32)", () => {
  const lecture = "products/live/lectures/l9/paid.pdf";
  const preview = "products/live/preview/tokened.png";

  it("a buyer cannot get a download URL; URLs handed out before are revoked by npm run revoke-media-tokens, which runs twice safely", async () => {
    const uploaded = await uploadBytes(ref(storages.creator, lecture), fileOf("pdf", 2000), { contentType: "application/pdf" });
    const previewUpload = await uploadBytes(ref(storages.creator, preview), fileOf("png", 200), { contentType: "image/png" });
    // A URL from before the fix (the creator's own, or a buyer's under the old rules): it needs no sign-in.
    const oldUrl = await getDownloadURL(uploaded.ref);
    const previewUrl = await getDownloadURL(previewUpload.ref);
    expect((await fetch(oldUrl)).status).toBe(200);
    expect(await codeOf(getDownloadURL(ref(storages.buyer, lecture)))).toBe("storage/unauthorized");
    expect(await codeOf(getMetadata(ref(storages.buyer, lecture)))).toBe("storage/unauthorized");

    const logged: string[] = [];
    const first = await revokeMediaTokens(adminBucket(), { log: (line) => logged.push(line) });
    expect(first.revoked).toBeGreaterThanOrEqual(1);
    expect(logged).toContain(`revoked ${lecture}`);
    expect((await fetch(oldUrl)).status).toBe(403);
    // Previews stay public once approved: their URLs are what the product page shows.
    expect((await fetch(previewUrl)).status).toBe(200);
    await expect(revokeMediaTokens(adminBucket(), { log: () => undefined })).resolves.toEqual({ checked: first.checked, revoked: 0 });

    // The buyer still learns: a signed, short-lived URL from the server streams the file.
    await adminDb().doc("products/live/lectures/l9/private/content").set({ kind: "document", path: lecture, source: "storage" });
    const { url } = await issueMediaUrl({ uid: uids.buyer, admin: false }, "live", "l9");
    const response = await handleMediaRequest(new Request(`http://localhost${url}`), "live", "l9");
    expect(response.status).toBe(200);
  });

  it("a dry run lists what it would revoke and changes nothing", async () => {
    const uploaded = await uploadBytes(ref(storages.creator, "products/live/lectures/l10/dry.pdf"), fileOf("pdf", 1000), { contentType: "application/pdf" });
    const url = await getDownloadURL(uploaded.ref);
    const dry = await revokeMediaTokens(adminBucket(), { dryRun: true, log: () => undefined });
    expect(dry.revoked).toBe(1);
    expect((await fetch(url)).status).toBe(200);
  });
});

