import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { newDraft, serverNow as now } from "../factories/draft-product";
import { as, registerRulesEnv, restoreDocs } from "./rules-env";

// Issue #6: the course builder writes products, lectures and media pointers from the browser.
const ID = "prod_ABCDEFGHIJKLM";
const LECTURE = "lec_ABCDEFGHIJKLM";

// As stored: the server's fields set, timestamps as written by the server.
const stored = (state: string, creators: string[], extra: Record<string, unknown> = {}) => ({
  ...newDraft(creators[0] ?? "lena"),
  creators,
  state,
  createdOn: new Date("2026-01-01"),
  lastUpdated: new Date("2026-01-01"),
  ...extra,
});

const lecture = { sectionId: "sec_1", title: "Why circularity", order: 0, duration: 12, type: "video", preview: false };

// A preview upload's download URL as the web SDK's getDownloadURL builds it, on the Storage
// emulator (dev: 127.0.0.1:9900) or in production.
const BUCKET = "demo-verdant-campus.appspot.com";
const TOKEN = "5f0c2a1e-8b7d-4c3a-9e21-0d6f4b8a7c90";
const EMULATOR = "http://127.0.0.1:9900";
const PRODUCTION = "https://firebasestorage.googleapis.com";
const storageUrl = (path: string, origin = EMULATOR, bucket = BUCKET) => `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${TOKEN}`;
const previewUrl = (productId: string, file = "k3x9a-cover.png", origin = EMULATOR, bucket = BUCKET) => storageUrl(`products/${productId}/preview/${file}`, origin, bucket);

// Every test starts from these documents, written once: afterwards each test's writes are undone,
// document by document, instead of the whole emulator being cleared and written again.
const SEED: Record<string, Record<string, unknown>> = {
  "products/draft": stored("draft", ["lena", "jonas"]),
  "products/refused": stored("rejected", ["lena"], { rejectionReason: "Add captions." }),
  "products/waiting": stored("pending", ["lena"]),
  "products/live": stored("approved", ["lena"], { participants: 3 }),
  ...Object.fromEntries(["draft", "waiting", "live"].map((id) => [`products/${id}/lectures/${LECTURE}`, lecture])),
};
const rulesEnv = registerRulesEnv();
const touched = new Set<string>();
/** The callers, noting what their requests name so it can be put back. */
const callers = () => as(rulesEnv(), touched);
const seedDoc = async (docPath: string, data: Record<string, unknown>) => {
  touched.add(docPath);
  await restoreDocs(rulesEnv(), { [docPath]: data });
};
beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await restoreDocs(rulesEnv(), SEED);
});
afterEach(async () => {
  if (touched.size) await restoreDocs(rulesEnv(), SEED, touched);
  touched.clear();
});

describe("creating a course", () => {
  it("a signed-in user creates their own draft with the server's fields at their defaults", async () => {
    await assertSucceeds(callers().user("mia").doc(`products/${ID}`).set(newDraft("mia")));
  });

  it("a visitor cannot create one", async () => {
    await assertFails(callers().visitor().doc(`products/${ID}`).set(newDraft("mia")));
  });

  it.each([
    ["someone else as creator", { creators: ["lena"] }],
    ["a co-creator smuggled in", { creators: ["mia", "lena"], payout: [50, 50] }],
    ["approved straight away", { state: "approved" }],
    ["pending without submitting", { state: "pending" }],
    ["a head-start rating", { rating: { stars: 5, count: 10, total: 50 } }],
    ["made-up participants", { participants: 1000 }],
    ["a typed-in length", { length: 300 }],
    ["typed-in lecture counts", { lectureCount: 12, sectionCount: 3 }],
    ["another payout", { payout: [90] }],
    ["a back-dated creation", { createdOn: new Date("2020-01-01") }],
    ["a price id", { priceId: "price_123" }],
    ["an unknown field", { featured: true }],
    ["a claim to be a working copy of a live course", { revisionOf: "live" }],
    ["search words of its own choosing", { facets: ["w:bestseller", "sdg:13"] }],
    ["a claim that every video is captioned", { captioned: true }],
    ["a negative price", { free: false, price: -5 }],
    ["free but priced", { free: true, price: 9.99 }],
    ["an SDG that does not exist", { sdgs: [18] }],
    ["a title over 120 characters", { title: "x".repeat(121) }],
    ["an SEO description over 160 characters", { descriptionSEO: "x".repeat(161) }],
    ["ready flags not matching the sections", { sections: [{ id: "s1", title: "One" }], readyToPublish: [] }],
    ["an unknown difficulty", { difficulty: "extreme" }],
    ["a price with three decimals", { free: false, price: 12.345 }],
    ["a script as preview image", { previewImg: "javascript:alert(1)" }],
    ["another site's preview video", { previewVideo: "https://evil.example/x.mp4" }],
    ["another product's upload as preview image", { previewImgSmall: previewUrl("prod_OTHERPRODUCT1") }],
  ])("refuses a new draft with %s", async (_, change) => {
    await assertFails(callers().user("mia").doc(`products/${ID}`).set({ ...newDraft("mia"), ...change }));
  });

  it("refuses ids that are not generated product ids", async () => {
    await assertFails(callers().user("mia").doc("products/my-own-id").set(newDraft("mia")));
  });
});

describe("editing a course", () => {
  const edit = { title: "Circular Economy in Practice", price: 19, free: false, lastUpdated: now() };

  it("its creator and co-creator edit a draft, and the creator a rejected course", async () => {
    await assertSucceeds(callers().user("lena").doc("products/draft").update(edit));
    await assertSucceeds(callers().user("jonas").doc("products/draft").update({ subtitle: "Loops", lastUpdated: now() }));
    await assertSucceeds(callers().user("lena").doc("products/refused").update(edit));
  });

  it("an admin fixes content before it is live", async () => {
    await assertSucceeds(callers().admin().doc("products/waiting").update({ subtitle: "Typo fixed", lastUpdated: now() }));
    await assertSucceeds(callers().admin().doc("products/refused").update({ subtitle: "Typo fixed", lastUpdated: now() }));
    await assertSucceeds(callers().admin().doc(`products/waiting/lectures/${LECTURE}`).update({ title: "Typo fixed" }));
  });

  // A browser write to a live product would leave its search facets and its cached page stale.
  it("not even an admin edits a live product or its outline from the browser", async () => {
    await assertFails(callers().admin().doc("products/live").update({ subtitle: "Typo fixed", lastUpdated: now() }));
    await assertFails(callers().admin().doc("products/live").update({ title: "Renamed behind search's back", lastUpdated: now() }));
    await assertFails(callers().admin().doc(`products/live/lectures/${LECTURE}`).update({ title: "Renamed" }));
    await assertFails(callers().admin().doc(`products/live/lectures/${LECTURE}`).delete());
  });

  it("another creator, a signed-in stranger and a visitor cannot", async () => {
    await assertFails(callers().user("mallory").doc("products/draft").update(edit));
    await assertFails(callers().visitor().doc("products/draft").update(edit));
  });

  it("nobody edits a course under review or a live one directly, not even its creator", async () => {
    await assertFails(callers().user("lena").doc("products/waiting").update(edit));
    await assertFails(callers().user("lena").doc("products/live").update(edit));
  });

  it("an edit may carry the builder's revision token, a short string", async () => {
    await assertSucceeds(callers().user("lena").doc("products/draft").update({ ...edit, draftRevision: "rev_ABCDEFGHIJKLM" }));
    await assertFails(callers().user("lena").doc("products/draft").update({ ...edit, draftRevision: 7 }));
    await assertFails(callers().user("lena").doc("products/draft").update({ ...edit, draftRevision: "x".repeat(41) }));
  });

  it("nobody else moves the revision token, nor its creator while the course is under review", async () => {
    const token = { draftRevision: "rev_NOPQRSTUVWXYZ", lastUpdated: now() };
    await assertFails(callers().user("mallory").doc("products/draft").update(token));
    await assertFails(callers().visitor().doc("products/draft").update(token));
    await assertFails(callers().user("lena").doc("products/waiting").update(token));
    await assertFails(callers().user("lena").doc("products/live").update(token));
  });

  it("every edit carries the server's time", async () => {
    await assertFails(callers().user("lena").doc("products/draft").update({ title: "No time" }));
    await assertFails(callers().user("lena").doc("products/draft").update({ title: "Old time", lastUpdated: new Date("2020-01-01") }));
  });

  it.each([
    ["state", { state: "approved" }],
    ["state to pending", { state: "pending" }],
    ["the rejection reason", { rejectionReason: "Looks fine to me." }],
    ["the rating", { rating: { stars: 5, count: 1, total: 5 } }],
    ["participants", { participants: 99 }],
    ["the payout split", { payout: [99, 1] }],
    ["the creators", { creators: ["lena"] }],
    ["invitations", { invitations: ["friend@example.com"], invitationShares: [10] }],
    ["the length", { length: 999 }],
    ["the lecture count", { lectureCount: 40 }],
    ["the section count", { sectionCount: 9 }],
    ["createdOn", { createdOn: new Date("2020-01-01") }],
    ["the price id", { priceId: "price_1" }],
    ["which live course a draft is a copy of", { revisionOf: "live" }],
    ["the search words the catalogue finds it by", { facets: ["w:bestseller"] }],
    ["whether every video is captioned (the server's, at submission)", { captioned: true }],
  ])("a creator cannot change %s", async (_, change) => {
    await assertFails(callers().user("lena").doc("products/draft").update({ ...change, lastUpdated: now() }));
  });

  it("a creator deletes a draft nobody bought, but not a course that is live or under review", async () => {
    await assertFails(callers().user("mallory").doc("products/draft").delete());
    await assertSucceeds(callers().user("lena").doc("products/draft").delete());
    await assertFails(callers().user("lena").doc("products/live").delete());
    await assertFails(callers().user("lena").doc("products/waiting").delete());
  });
});

describe("lectures and their media pointers", () => {
  const lecturePath = (product: string, id = LECTURE) => `products/${product}/lectures/${id}`;
  const media = (product: string, lectureId = LECTURE) => ({
    kind: "video",
    source: "storage",
    path: `products/${product}/lectures/${lectureId}/intro.mp4`,
    fileName: "intro.mp4",
    size: 1024,
    contentType: "video/mp4",
  });

  it("creators add, edit and delete lectures of a draft", async () => {
    const lena = callers().user("lena");
    await assertSucceeds(lena.doc(lecturePath("draft", "lec_NEWLECTURE123")).set({ ...lecture, order: 1 }));
    await assertSucceeds(callers().user("jonas").doc(lecturePath("draft")).update({ title: "Renamed" }));
    await assertSucceeds(lena.doc(lecturePath("draft")).delete());
  });

  it("nobody else writes lectures, and creators not while the course is under review or live", async () => {
    await assertFails(callers().user("mallory").doc(lecturePath("draft")).update({ title: "Hacked" }));
    await assertFails(callers().visitor().doc(lecturePath("draft")).delete());
    await assertFails(callers().user("lena").doc(lecturePath("waiting")).update({ title: "Sneaky" }));
    await assertFails(callers().user("lena").doc(lecturePath("live")).delete());
  });

  it.each([
    ["an unknown field", { ...lecture, price: 1 }],
    ["a missing field", { title: "x", sectionId: "s", order: 0, type: "video", preview: false }],
    ["a negative duration", { ...lecture, duration: -1 }],
    ["a day-long duration", { ...lecture, duration: 1441 }],
    ["an unknown type", { ...lecture, type: "quiz" }],
    ["a fractional order", { ...lecture, order: 1.5 }],
  ])("refuses a lecture with %s", async (_, data) => {
    await assertFails(callers().user("lena").doc(lecturePath("draft", "lec_NEWLECTURE123")).set(data));
  });

  it("refuses lecture ids that are not generated", async () => {
    await assertFails(callers().user("lena").doc(lecturePath("draft", "intro")).set(lecture));
  });

  it("a creator points a lecture at an upload in its own folder", async () => {
    await assertSucceeds(callers().user("lena").doc(`${lecturePath("draft")}/private/content`).set(media("draft")));
  });

  it("refuses a pointer outside the lecture's folder, to the server's disk, or by someone else", async () => {
    const lena = callers().user("lena");
    const target = `${lecturePath("draft")}/private/content`;
    await assertFails(lena.doc(target).set({ ...media("draft"), path: "products/live/lectures/lec_ABCDEFGHIJKLM/paid.mp4" }));
    await assertFails(lena.doc(target).set({ ...media("draft"), path: `products/draft/lectures/${LECTURE}/../../../live/x.mp4` }));
    await assertFails(lena.doc(target).set({ kind: "video", path: "demo/lecture-demo.webm", source: "local" }));
    await assertFails(lena.doc(`${lecturePath("draft")}/private/other`).set(media("draft")));
    await assertFails(callers().user("mallory").doc(target).set(media("draft")));
    await assertFails(lena.doc(`${lecturePath("live")}/private/content`).set(media("live")));
  });

  // Issue 48: the rule built its pattern from the lecture id, so `x|.*` read as "or anything".
  it("refuses a pointer under a lecture id the builder never generates, `x|.*` aimed at another creator's file included", async () => {
    const lena = callers().user("lena");
    const forged = "x|.*";
    const target = `${lecturePath("draft", forged)}/private/content`;
    await assertFails(lena.doc(target).set({ ...media("draft", forged), path: "products/theirs/lectures/lec_THEIRLECTURE1/paid.mp4" }));
    await assertFails(lena.doc(target).set({ ...media("draft", forged), path: `products/draft/lectures/${forged}/intro.mp4` }));
    await assertFails(lena.doc(`${lecturePath("draft", "lec_.*")}/private/content`).set({ ...media("draft", "lec_.*"), path: "products/draft/lectures/lec_.*/intro.mp4" }));
    // The same creator's real lecture still takes its pointer; no other lecture's folder does.
    await assertSucceeds(lena.doc(`${lecturePath("draft")}/private/content`).set(media("draft")));
    await assertFails(lena.doc(`${lecturePath("draft")}/private/content`).set({ ...media("draft"), path: "products/draft/lectures/lec_OTHERLECTURE1/intro.mp4" }));
  });

  it("a working copy points a lecture at an upload in its live product's folder, and nowhere else", async () => {
    await seedDoc("products/copy", stored("draft", ["lena"], { revisionOf: "live" }));
    const lena = callers().user("lena");
    const target = `${lecturePath("copy")}/private/content`;
    await assertSucceeds(lena.doc(target).set({ ...media("copy"), path: `products/live/lectures/${LECTURE}/new.mp4` }));
    // The copy is deleted once approved: a file in its own folder would be lost with it.
    await assertFails(lena.doc(target).set(media("copy")));
    await assertFails(lena.doc(target).set({ ...media("copy"), path: `products/draft/lectures/${LECTURE}/paid.mp4` }));
    await assertFails(lena.doc(target).set({ ...media("copy"), path: "products/live/lectures/lec_OTHERLECTURE1/paid.mp4" }));
    await assertFails(callers().user("mallory").doc(target).set({ ...media("copy"), path: `products/live/lectures/${LECTURE}/new.mp4` }));
  });
});

describe("a video lecture's captions (issue 35)", () => {
  const lecturePath = (product: string, id = LECTURE) => `products/${product}/lectures/${id}`;
  const caption = (product: string, language = "en", label = "English") => ({ language, label, path: `products/${product}/lectures/${LECTURE}/k3x9a-${language}.vtt` });

  it("the product's creators list caption tracks beside the lecture's media, one entry per language", async () => {
    await assertSucceeds(callers().user("lena").doc(lecturePath("draft")).update({ captions: [caption("draft")] }));
    await assertSucceeds(callers().user("jonas").doc(lecturePath("draft")).set({ ...lecture, captions: [caption("draft"), caption("draft", "de", "German"), caption("draft", "pt-BR", "Portuguese (Brazil)")] }));
    await assertSucceeds(callers().user("lena").doc(lecturePath("draft")).update({ captions: [] }));
  });

  it("nobody else does, nor its creators once the course is under review or live", async () => {
    await assertFails(callers().user("mallory").doc(lecturePath("draft")).update({ captions: [caption("draft")] }));
    await assertFails(callers().visitor().doc(lecturePath("draft")).update({ captions: [caption("draft")] }));
    await assertFails(callers().user("lena").doc(lecturePath("waiting")).update({ captions: [caption("waiting")] }));
    await assertFails(callers().user("lena").doc(lecturePath("live")).update({ captions: [caption("live")] }));
  });

  it.each([
    ["not a list", { language: "en", label: "English", path: `products/draft/lectures/${LECTURE}/a.vtt` }],
    ["another lecture's file", [{ ...caption("draft"), path: "products/draft/lectures/lec_OTHERLECTURE1/a.vtt" }]],
    ["another product's file", [{ ...caption("draft"), path: `products/live/lectures/${LECTURE}/a.vtt` }]],
    ["a file that is not .vtt", [{ ...caption("draft"), path: `products/draft/lectures/${LECTURE}/intro.mp4` }]],
    ["a path climbing out of the folder", [{ ...caption("draft"), path: `products/draft/lectures/${LECTURE}/../../lec_OTHERLECTURE1/a.vtt` }]],
    ["an unknown field", [{ ...caption("draft"), default: true }]],
    ["a missing label", [{ language: "en", path: caption("draft").path }]],
    ["an empty label", [{ ...caption("draft"), label: "" }]],
    ["a language that is not a BCP 47 tag", [{ ...caption("draft"), language: "English" }]],
    ["more than twelve tracks", Array.from({ length: 13 }, () => caption("draft"))],
    ["a bad twelfth entry", [...Array.from({ length: 11 }, () => caption("draft")), { ...caption("draft"), path: "x.vtt" }]],
  ])("refuses captions that are %s", async (_, captions) => {
    await assertFails(callers().user("lena").doc(lecturePath("draft")).update({ captions }));
  });

  it("refuses captions on a document lecture", async () => {
    await assertFails(callers().user("lena").doc(lecturePath("draft", "lec_NEWLECTURE123")).set({ ...lecture, type: "document", captions: [caption("draft")] }));
    await assertSucceeds(callers().user("lena").doc(lecturePath("draft", "lec_NEWLECTURE123")).set({ ...lecture, type: "document", captions: [] }));
  });

  it("a working copy lists captions uploaded to its live product's folder, and nowhere else", async () => {
    await seedDoc("products/copy", stored("draft", ["lena"], { revisionOf: "live" }));
    const lena = callers().user("lena");
    await assertSucceeds(lena.doc(lecturePath("copy")).set({ ...lecture, captions: [caption("live")] }));
    await assertFails(lena.doc(lecturePath("copy")).set({ ...lecture, captions: [caption("copy")] }));
  });
});

describe("preview image and video", () => {
  const lena = () => callers().user("lena");
  const set = (fields: Record<string, unknown>, product = "draft") => lena().doc(`products/${product}`).update({ ...fields, lastUpdated: now() });

  beforeEach(async () => {
    // A working copy of "live": its uploads go to the live product's folder.
    await seedDoc("products/copy", stored("draft", ["lena"], { revisionOf: "live" }));
  });

  it("may be empty, or the demo's own files", async () => {
    await assertSucceeds(set({ previewImg: "", previewImgSmall: "", previewVideo: "" }));
    await assertSucceeds(set({ previewImg: "/images/products/soil-health-indicators.svg", previewImgSmall: "/images/products/soil-health-indicators.svg", previewVideo: "/media/previews/course-preview.webm" }));
  });

  it("may be uploads in the product's own preview folder, on the Storage emulator or Firebase's host", async () => {
    await assertSucceeds(set({ previewImg: previewUrl("draft"), previewImgSmall: previewUrl("draft", "small-k3x9b-cover-640.webp"), previewVideo: previewUrl("draft", "q1w2-trailer.mp4") }));
    await assertSucceeds(set({ previewImg: previewUrl("draft", "a-b.jpg", "http://localhost:9500") }));
    await assertSucceeds(set({ previewImg: previewUrl("draft", "a-b.jpg", PRODUCTION), previewVideo: previewUrl("draft", "t.webm", PRODUCTION) }));
  });

  it("of a working copy may be uploads in its live product's folder, or its own", async () => {
    await assertSucceeds(set({ previewImg: previewUrl("live"), previewVideo: previewUrl("live", "t.mp4") }, "copy"));
    await assertSucceeds(set({ previewImg: previewUrl("copy") }, "copy"));
    await assertFails(set({ previewImg: previewUrl("draft") }, "copy"));
  });

  it.each([
    ["a script", "previewImg", "javascript:alert(1)"],
    ["another site's image", "previewImg", "https://evil.example/track.png"],
    ["another site's image as the small copy", "previewImgSmall", "https://evil.example/track.png"],
    ["another site's video", "previewVideo", "https://evil.example/x.mp4"],
    ["a data URL", "previewImg", "data:image/svg+xml,<svg onload=alert(1)>"],
    ["a protocol-relative URL", "previewImg", "//evil.example/x.png"],
    ["a local path outside the demo images", "previewImg", "/images/../api/admin/x.png"],
    ["the demo video as image", "previewImg", "/media/previews/course-preview.webm"],
    ["a demo image as video", "previewVideo", "/images/products/soil-health-indicators.svg"],
    ["another product's upload", "previewImg", previewUrl("live")],
    ["another product's upload as video", "previewVideo", previewUrl("prod_OTHERPRODUCT1", "x.mp4", PRODUCTION)],
    ["paid lecture media", "previewVideo", storageUrl(`products/draft/lectures/${LECTURE}/paid.mp4`)],
    ["a path out of the preview folder", "previewImg", previewUrl("draft", "../../live/preview/x.png")],
    ["a file below the preview folder", "previewImg", previewUrl("draft", "old/x.png")],
    ["another project's bucket", "previewImg", previewUrl("draft", "x.png", PRODUCTION, "evil-project.appspot.com")],
    ["Firebase's host over plain http", "previewImg", previewUrl("draft", "x.png", "http://firebasestorage.googleapis.com")],
    ["a look-alike host", "previewImg", previewUrl("draft", "x.png", "https://firebasestorage.googleapis.com.evil.example")],
    ["a user-info trick", "previewImg", previewUrl("draft", "x.png", "https://firebasestorage.googleapis.com@evil.example")],
    ["a non-loopback emulator host", "previewImg", previewUrl("draft", "x.png", "http://evil.example:9900")],
    ["an extra query", "previewImg", `${previewUrl("draft")}&redirect=https://evil.example`],
    ["a fragment", "previewVideo", `${previewUrl("draft", "t.mp4")}#t=1`],
    ["a good URL inside another", "previewImg", `https://evil.example/?u=${previewUrl("draft")}`],
    ["no token", "previewImg", previewUrl("draft").replace(/&token=.*$/, "")],
  ])("refuses %s", async (_, field, value) => {
    await assertFails(set({ [field]: value }));
  });

  it("an admin cannot set another site's video either", async () => {
    await assertFails(callers().admin().doc("products/waiting").update({ previewVideo: "https://evil.example/x.mp4", lastUpdated: now() }));
  });
});

describe("price", () => {
  const setPrice = (price: number) => callers().user("lena").doc("products/draft").update({ price, free: false, lastUpdated: now() });

  it.each([12.34, 19.99, 0.1 + 0.2, 1.1 * 3, 0.07, 19, 1000])("takes %s (at most two decimals, up to floating point)", async (price) => {
    await assertSucceeds(setPrice(price));
  });

  it.each([12.345, 1.005, 19.999, 0.001, 12.3400001, 999.995])("refuses %s (more than two decimals)", async (price) => {
    await assertFails(setPrice(price));
  });
});

describe("recognition pack fields", () => {
  const edit = (changes: Record<string, unknown>) => callers().user("lena").doc("products/draft").update({ ...changes, lastUpdated: now() });

  it("takes an EQF level from 1 to 8, an assessment from the list and prerequisites up to 1,000 characters", async () => {
    await assertSucceeds(edit({ eqfLevel: 1, assessment: "none", prerequisites: "" }));
    await assertSucceeds(edit({ eqfLevel: 8, assessment: "written-exam", prerequisites: "p".repeat(1000) }));
    await assertSucceeds(edit({ eqfLevel: 0, assessment: "" }));
  });

  it.each([9, -1, 6.5, "6", true, null])("refuses the EQF level %s", async (eqfLevel) => {
    await assertFails(edit({ eqfLevel }));
  });

  it.each(["exam", "Quiz", 3, ["quiz"], null])("refuses the assessment %s", async (assessment) => {
    await assertFails(edit({ assessment }));
  });

  it("refuses prerequisites that are not text or longer than 1,000 characters", async () => {
    await assertFails(edit({ prerequisites: "p".repeat(1001) }));
    await assertFails(edit({ prerequisites: ["Statistics"] }));
  });

  it("a course saved before these fields existed is still edited, and gains them", async () => {
    const recognition = ["eqfLevel", "assessment", "prerequisites"];
    await seedDoc("products/older", Object.fromEntries(Object.entries(stored("draft", ["lena"])).filter(([key]) => !recognition.includes(key))));
    const older = callers().user("lena").doc("products/older");
    await assertSucceeds(older.update({ title: "Renamed", lastUpdated: now() }));
    await assertSucceeds(older.update({ eqfLevel: 6, assessment: "project", lastUpdated: now() }));
    await assertFails(older.update({ eqfLevel: 10, lastUpdated: now() }));
  });
});
