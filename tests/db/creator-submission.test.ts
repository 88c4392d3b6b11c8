import { POST as submitRoute } from "@/app/api/creator/products/[id]/submit/route";
import { problemsOf } from "@/lib/creator/errors";
import { submitProduct } from "@/lib/creator/submission.server";
import { adminBucket } from "@/lib/firebase/server";
import { PROJECT_ID, registerRulesEnv, seedDoc } from "../rules/rules-env";
import { apiRequest, idToken, readCollection, readDocument, seedProduct } from "./support";
import { clearAuth, createAccount } from "./auth-emulator";

const rulesEnv = registerRulesEnv();
const PASSWORD = "submission-password-1";
const lena = { uid: "lena", email: "lena@submit.test" };
let lenaUid = "";
const UNI = "descriptive/university/universities/uni_a";

const readDoc = (path: string) => readDocument(rulesEnv(), path);
const readAll = (path: string) => readCollection(rulesEnv(), path);

/** A preview upload's download URL as the browser's getDownloadURL gives it from the Storage emulator. */
const uploaded = (productId: string, file = "k3x9a-cover.jpg") =>
  `http://${process.env.NEXT_PUBLIC_STORAGE_EMULATOR_HOST}/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(`products/${productId}/preview/${file}`)}?alt=media&token=0b6e3c1a-2f4d-4e5b-8a9c-1d2e3f4a5b6c`;

const complete = {
  title: "Flood Risk",
  subtitle: "Reading the river",
  description: "A course about floods.",
  descriptionSEO: "Floods, explained.",
  university: "uni_a",
  uniCourse: "course_a",
  sections: [
    { id: "s1", title: "Concepts" },
    { id: "s2", title: "Practice" },
  ],
  readyToPublish: [true, true],
  previewImg: uploaded("p1"),
  previewImgSmall: uploaded("p1", "small-k3x9b-cover-640.webp"),
  previewVideo: uploaded("p1", "q1w2-trailer.mp4"),
  price: 9.99,
  free: false,
  creators: ["lena", "jonas"],
  payout: [70, 20],
  invitations: ["mia@submit.test"],
  invitationShares: [10],
  sdgs: [6, 13],
  eqfLevel: 6,
  assessment: "quiz",
  state: "draft",
  rejectionReason: "",
  length: 0,
  sectionCount: 0,
  lectureCount: 0,
};

/** The first bytes of real files of each type, and an HTML page to declare as any of them. */
const HEADS = {
  "image/jpeg": [0xff, 0xd8, 0xff, 0xe0],
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "image/webp": [...Buffer.from("RIFF\x10\0\0\0WEBPVP8 ", "latin1")],
  "video/mp4": [0, 0, 0, 0x18, ...Buffer.from("ftypisom")],
  "video/webm": [0x1a, 0x45, 0xdf, 0xa3],
  "application/pdf": [...Buffer.from("%PDF-1.7\n")],
  "text/vtt": [...Buffer.from("WEBVTT\n\n")],
} as const;
const HTML = Buffer.from("<!doctype html><script>alert(document.domain)</script>".padEnd(600, " "));
const real = (type: keyof typeof HEADS) => Buffer.concat([Buffer.from(HEADS[type]), Buffer.alloc(600, 7)]);

/** An object as a browser's upload leaves it: the declared type, whatever the bytes (issue 48). */
const store = (path: string, contentType: keyof typeof HEADS, bytes = real(contentType)) =>
  adminBucket().file(path).save(bytes, { contentType, resumable: false, validation: "md5" });

async function seedLecture(id: string, sectionId: string, duration: number, withMedia = true) {
  await seedDoc(rulesEnv(), `products/p1/lectures/${id}`, { sectionId, title: `Lecture ${id}`, order: Number(id.slice(1)), duration, type: "video", preview: false });
  if (withMedia) await seedDoc(rulesEnv(), `products/p1/lectures/${id}/private/content`, { kind: "video", path: `videos/${id}.mp4` });
}

beforeAll(async () => {
  await clearAuth();
  lenaUid = await createAccount(lena.email, PASSWORD);
  // The preview uploads the products below point at, as real files.
  await store("products/p1/preview/k3x9a-cover.jpg", "image/jpeg");
  await store("products/p1/preview/small-k3x9b-cover-640.webp", "image/webp");
  await store("products/p1/preview/q1w2-trailer.mp4", "video/mp4");
  await store("products/p1/preview/small.webp", "image/webp");
  await store("products/p0/preview/k3x9a-cover.jpg", "image/jpeg");
  await store("products/p0/preview/t.webm", "video/webm");
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), UNI, { name: "Uni A" });
  await seedDoc(rulesEnv(), `${UNI}/courses/course_a`, { name: "Hydrology", code: "H1" });
  await seedProduct(rulesEnv(), "p1", complete);
  await seedLecture("l1", "s1", 12);
  await seedLecture("l2", "s1", 8.5);
  await seedLecture("l3", "s2", 30);
});

describe("submitProduct", () => {
  it("a complete draft goes to pending with length, sectionCount and lectureCount recomputed from the lectures, audited", async () => {
    await expect(submitProduct("p1", lena)).resolves.toEqual({ state: "pending" });
    expect(await readDoc("products/p1")).toMatchObject({ state: "pending", rejectionReason: "", length: 50.5, sectionCount: 2, lectureCount: 3 });
    // From now on the admin's product picker finds it by the start of its title's words.
    expect(await readDoc("products/p1")).toMatchObject({ titleSort: "flood risk", titleTerms: expect.arrayContaining(["f", "flood", "ri", "risk"]) });
    expect(await readAll("auditLog")).toEqual([expect.objectContaining({ action: "product.submit", target: "products/p1", actorUid: "lena" })]);
  });

  it("a rejected product can be resubmitted, and its old rejection reason is cleared", async () => {
    await seedProduct(rulesEnv(), "p1", { ...complete, state: "rejected", rejectionReason: "Add sources please." });
    await submitProduct("p1", lena);
    expect(await readDoc("products/p1")).toMatchObject({ state: "pending", rejectionReason: "" });
  });

  it("lists every problem at once (422) and changes nothing", async () => {
    await seedProduct(rulesEnv(), "p1", {
      ...complete,
      title: " ",
      subtitle: "",
      description: "",
      descriptionSEO: "x".repeat(161),
      uniCourse: "course_missing",
      readyToPublish: [true, false],
      previewImg: "",
      price: 0,
      payout: [70, 10],
      sdgs: [0, 18],
      eqfLevel: 0,
      assessment: "",
    });
    await seedLecture("l4", "s2", 5, false);
    await seedLecture("l5", "s_gone", 5);
    const error = await submitProduct("p1", lena).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, code: "creator/incomplete" });
    const problems = problemsOf(error);
    expect(problems.map((problem) => problem.field)).toEqual([
      "title",
      "subtitle",
      "description",
      "descriptionSEO",
      "uniCourse",
      "sections.1",
      "lectures.l4",
      "lectures.l5",
      "previewImg",
      "price",
      "eqfLevel",
      "assessment",
      "payout",
      "sdgs",
    ]);
    expect(problems.find((problem) => problem.field === "eqfLevel")?.message).toBe("Choose the course's EQF level.");
    expect(problems.find((problem) => problem.field === "assessment")?.message).toBe("Choose how learners are assessed.");
    expect(problems.find((problem) => problem.field === "sections.1")?.message).toBe("Mark section “Practice” as ready to publish.");
    expect(problems.find((problem) => problem.field === "lectures.l4")?.message).toBe("Upload the video for lecture “Lecture l4”.");
    expect(await readDoc("products/p1")).toMatchObject({ state: "draft", lectureCount: 0 });
    expect(await readAll("auditLog")).toEqual([]);
  });

  it("refuses a product without sections, a section without lectures, a free product with a price and an unknown university", async () => {
    await seedProduct(rulesEnv(), "p1", { ...complete, university: "uni_gone", free: true, sections: [{ id: "s9", title: "" }], readyToPublish: [true] });
    const problems = problemsOf(await submitProduct("p1", lena).catch((caught: unknown) => caught));
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: "university", message: "The chosen university no longer exists; choose another." },
        { field: "sections.0", message: "Add at least one lecture to section “Section 1”." },
        { field: "price", message: "A free product has the price 0." },
      ]),
    );
    await seedProduct(rulesEnv(), "p2", { ...complete, sections: [], readyToPublish: [] });
    const none = problemsOf(await submitProduct("p2", lena).catch((caught: unknown) => caught));
    expect(none.map((problem) => problem.field)).toContain("sections");
  });

  it("refuses preview media that points anywhere but the demo's files or this course's uploads, naming each field", async () => {
    await seedProduct(rulesEnv(), "p1", { ...complete, previewImg: "javascript:alert(1)", previewImgSmall: "https://evil.example/track.png", previewVideo: "https://evil.example/x.mp4" });
    const error = await submitProduct("p1", lena).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422 });
    expect(problemsOf(error)).toEqual([
      { field: "previewImg", message: "The preview image must be uploaded here, in the builder; it points to another address. Upload it again." },
      { field: "previewImgSmall", message: "The small preview image points to another address than an upload of this course. Upload the preview image again." },
      { field: "previewVideo", message: "The preview video must be uploaded here, in the builder; it points to another address. Upload it again or remove it." },
    ]);
    // Another course's upload, even in our own bucket, is refused too.
    await seedProduct(rulesEnv(), "p1", { ...complete, previewVideo: uploaded("p9", "x.mp4") });
    const other = problemsOf(await submitProduct("p1", lena).catch((caught: unknown) => caught));
    expect(other.map((problem) => problem.field)).toEqual(["previewVideo"]);
    expect(await readDoc("products/p1")).toMatchObject({ state: "draft" });
  });

  it("takes the demo's own preview files, and a working copy's uploads in its live product's folder", async () => {
    await seedProduct(rulesEnv(), "p1", { ...complete, previewImg: "/images/products/flood-risk.svg", previewImgSmall: "/images/products/flood-risk.svg", previewVideo: "/media/previews/course-preview.webm" });
    await expect(submitProduct("p1", lena)).resolves.toEqual({ state: "pending" });
    // A working copy has no team of its own: its split is its live product's.
    const { payout, invitations, invitationShares, ...copy } = complete;
    await seedDoc(rulesEnv(), "productTeams/p1", { payout: [100], invitations: [], invitationShares: [] });
    await seedDoc(rulesEnv(), "productTeams/p0", { payout, invitations, invitationShares });
    await seedProduct(rulesEnv(), "p1", { ...copy, revisionOf: "p0", previewImg: uploaded("p0"), previewImgSmall: uploaded("p1", "small.webp"), previewVideo: uploaded("p0", "t.webm") });
    await expect(submitProduct("p1", lena)).resolves.toEqual({ state: "pending" });
    // A working copy is not offered to grant: access goes to its live product.
    expect(await readDoc("products/p1")).toMatchObject({ titleSort: "", titleTerms: [] });
  });

  it("refuses a price with more than two decimals, and takes two whatever floating point makes of them", async () => {
    await seedProduct(rulesEnv(), "p1", { ...complete, price: 12.345 });
    const error = await submitProduct("p1", lena).catch((caught: unknown) => caught);
    expect(problemsOf(error)).toEqual([{ field: "price", message: "Use at most two decimals for the price." }]);
    await seedProduct(rulesEnv(), "p1", { ...complete, price: 0.1 + 0.2 });
    await expect(submitProduct("p1", lena)).resolves.toEqual({ state: "pending" });
  });

  it("refuses pending and approved products (409) and strangers (403), missing products (404)", async () => {
    await submitProduct("p1", lena);
    await expect(submitProduct("p1", lena)).rejects.toMatchObject({ status: 409, message: expect.stringContaining("already waiting for approval") });
    await seedProduct(rulesEnv(), "live", { ...complete, state: "approved" });
    await expect(submitProduct("live", lena)).rejects.toMatchObject({ status: 409 });
    await seedProduct(rulesEnv(), "p3", complete);
    await expect(submitProduct("p3", { uid: "mallory", email: "m@x.test" })).rejects.toMatchObject({ status: 403 });
    expect(await readDoc("products/p3")).toMatchObject({ state: "draft" });
    await expect(submitProduct("nope", lena)).rejects.toMatchObject({ status: 404 });
    await expect(submitProduct("../users/x", lena)).rejects.toMatchObject({ status: 404 });
  });
});

// Issue 48: storage.rules see only the type a browser declares, and Cloud Storage keeps any bytes.
describe("the uploaded files of a submitted course", () => {
  const pointTo = (lectureId: string, kind: "video" | "document", path: string) =>
    seedDoc(rulesEnv(), `products/p1/lectures/${lectureId}/private/content`, { kind, path, source: "storage", fileName: path.split("/").pop() });

  it("refuses files whose bytes are not what their type says, naming each file, and takes them once real", async () => {
    await seedProduct(rulesEnv(), "p1", { ...complete, previewImg: uploaded("p1", "cover.png") });
    await store("products/p1/preview/cover.png", "image/png", HTML);
    await store("products/p1/lectures/l1/intro.mp4", "video/mp4", HTML);
    await pointTo("l1", "video", "products/p1/lectures/l1/intro.mp4");
    await store("products/p1/lectures/l2/reader.pdf", "application/pdf", HTML);
    await pointTo("l2", "document", "products/p1/lectures/l2/reader.pdf");
    await seedDoc(rulesEnv(), "products/p1/lectures/l3", {
      sectionId: "s2", title: "Lecture l3", order: 3, duration: 30, type: "video", preview: false,
      captions: [{ language: "en", label: "English", path: "products/p1/lectures/l3/k3x9a-en.vtt" }],
    });
    await store("products/p1/lectures/l3/k3x9a-en.vtt", "text/vtt", HTML);
    const error = await submitProduct("p1", lena).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, code: "creator/incomplete" });
    expect(problemsOf(error)).toEqual([
      { field: "previewImg", message: "“cover.png”, the preview image, is not a real PNG image: its content does not match its type. Upload it again." },
      { field: "lectures.l1", message: "“intro.mp4”, the video of lecture “Lecture l1”, is not a real MP4 video: its content does not match its type. Upload it again." },
      { field: "lectures.l2", message: "“reader.pdf”, the document of lecture “Lecture l2”, is not a real PDF document: its content does not match its type. Upload it again." },
      { field: "lectures.l3", message: "“k3x9a-en.vtt”, the English captions of lecture “Lecture l3”, is not a real WebVTT caption file: its content does not match its type. Upload it again." },
    ]);
    expect(await readDoc("products/p1")).toMatchObject({ state: "draft" });

    await store("products/p1/preview/cover.png", "image/png");
    await store("products/p1/lectures/l1/intro.mp4", "video/mp4");
    await store("products/p1/lectures/l2/reader.pdf", "application/pdf");
    await store("products/p1/lectures/l3/k3x9a-en.vtt", "text/vtt");
    await expect(submitProduct("p1", lena)).resolves.toEqual({ state: "pending" });
  });

  it("names a lecture's file that is gone, or stored as a type its lecture cannot show", async () => {
    await store("products/p1/lectures/l1/slides.pdf", "application/pdf");
    await pointTo("l1", "video", "products/p1/lectures/l1/slides.pdf");
    await pointTo("l2", "video", "products/p1/lectures/l2/deleted.mp4");
    expect(problemsOf(await submitProduct("p1", lena).catch((caught: unknown) => caught))).toEqual([
      { field: "lectures.l1", message: "“slides.pdf”, the video of lecture “Lecture l1”, is stored as application/pdf, which cannot be used there. Upload it again." },
      { field: "lectures.l2", message: "“deleted.mp4”, the video of lecture “Lecture l2”, is no longer in storage. Upload it again." },
    ]);
  });
});

describe("the submit route", () => {
  const post = (token: string | null, id = "p1") =>
    submitRoute(apiRequest("http://localhost/api", { method: "POST", token }), { params: Promise.resolve({ id }) });

  it("answers 401 without a token, 403 to a non-creator, and 422 with { code, error, problems } for an incomplete product", async () => {
    expect((await post(null)).status).toBe(401);
    const stranger = await post(await idToken(lena.email, PASSWORD));
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ code: "creator/not-creator", error: "Only the creators of this product can do this." });
    await seedProduct(rulesEnv(), "mine", { ...complete, creators: [lenaUid], payout: [80], previewImg: "", previewImgSmall: "", previewVideo: "" });
    const incomplete = await post(await idToken(lena.email, PASSWORD), "mine");
    expect(incomplete.status).toBe(422);
    expect(await incomplete.json()).toMatchObject({
      code: "creator/incomplete",
      error: "This product is not ready for review yet: 4 things need your attention.",
      problems: [
        { field: "sections.0", message: "Add at least one lecture to section “Concepts”." },
        { field: "sections.1", message: "Add at least one lecture to section “Practice”." },
        { field: "previewImg", message: "Upload a preview image." },
        { field: "payout", message: "The payout split must give every creator a share and add up to 100 %." },
      ],
    });
  });
});
