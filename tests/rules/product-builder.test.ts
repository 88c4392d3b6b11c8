import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { newDraft, serverNow as now } from "../factories/draft-product";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

// Issue #6: the course builder writes products, lectures and media pointers from the browser.
const ID = "prod_ABCDEFGHIJKLM";
const LECTURE = "lec_ABCDEFGHIJKLM";

// As stored: the server's fields set, timestamps as written by the server.
const stored = (state: string, creators: string[], extra: Record<string, unknown> = {}) => ({
  ...newDraft(creators[0] ?? "lena"),
  creators,
  payout: creators.map(() => Math.floor(100 / creators.length)),
  state,
  createdOn: new Date("2026-01-01"),
  lastUpdated: new Date("2026-01-01"),
  ...extra,
});

const lecture = { sectionId: "sec_1", title: "Why circularity", order: 0, duration: 12, type: "video", preview: false };

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "products/draft", stored("draft", ["lena", "jonas"]));
  await seedDoc(rulesEnv(), "products/refused", stored("rejected", ["lena"], { rejectionReason: "Add captions." }));
  await seedDoc(rulesEnv(), "products/waiting", stored("pending", ["lena"]));
  await seedDoc(rulesEnv(), "products/live", stored("approved", ["lena"], { participants: 3 }));
  for (const id of ["draft", "waiting", "live"]) await seedDoc(rulesEnv(), `products/${id}/lectures/${LECTURE}`, lecture);
});

describe("creating a course", () => {
  it("a signed-in user creates their own draft with the server's fields at their defaults", async () => {
    await assertSucceeds(as(rulesEnv()).user("mia").doc(`products/${ID}`).set(newDraft("mia")));
  });

  it("a visitor cannot create one", async () => {
    await assertFails(as(rulesEnv()).visitor().doc(`products/${ID}`).set(newDraft("mia")));
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
    ["a negative price", { free: false, price: -5 }],
    ["free but priced", { free: true, price: 9.99 }],
    ["an SDG that does not exist", { sdgs: [18] }],
    ["a title over 120 characters", { title: "x".repeat(121) }],
    ["an SEO description over 160 characters", { descriptionSEO: "x".repeat(161) }],
    ["ready flags not matching the sections", { sections: [{ id: "s1", title: "One" }], readyToPublish: [] }],
    ["an unknown difficulty", { difficulty: "extreme" }],
  ])("refuses a new draft with %s", async (_, change) => {
    await assertFails(as(rulesEnv()).user("mia").doc(`products/${ID}`).set({ ...newDraft("mia"), ...change }));
  });

  it("refuses ids that are not generated product ids", async () => {
    await assertFails(as(rulesEnv()).user("mia").doc("products/my-own-id").set(newDraft("mia")));
  });
});

describe("editing a course", () => {
  const edit = { title: "Circular Economy in Practice", price: 19, free: false, lastUpdated: now() };

  it("its creator and co-creator edit a draft, and the creator a rejected course", async () => {
    await assertSucceeds(as(rulesEnv()).user("lena").doc("products/draft").update(edit));
    await assertSucceeds(as(rulesEnv()).user("jonas").doc("products/draft").update({ subtitle: "Loops", lastUpdated: now() }));
    await assertSucceeds(as(rulesEnv()).user("lena").doc("products/refused").update(edit));
  });

  it("an admin edits content in any state", async () => {
    await assertSucceeds(as(rulesEnv()).admin().doc("products/live").update({ subtitle: "Typo fixed", lastUpdated: now() }));
  });

  it("another creator, a signed-in stranger and a visitor cannot", async () => {
    await assertFails(as(rulesEnv()).user("mallory").doc("products/draft").update(edit));
    await assertFails(as(rulesEnv()).visitor().doc("products/draft").update(edit));
  });

  it("nobody edits a course under review or a live one directly, not even its creator", async () => {
    await assertFails(as(rulesEnv()).user("lena").doc("products/waiting").update(edit));
    await assertFails(as(rulesEnv()).user("lena").doc("products/live").update(edit));
  });

  it("every edit carries the server's time", async () => {
    await assertFails(as(rulesEnv()).user("lena").doc("products/draft").update({ title: "No time" }));
    await assertFails(as(rulesEnv()).user("lena").doc("products/draft").update({ title: "Old time", lastUpdated: new Date("2020-01-01") }));
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
  ])("a creator cannot change %s", async (_, change) => {
    await assertFails(as(rulesEnv()).user("lena").doc("products/draft").update({ ...change, lastUpdated: now() }));
  });

  it("a creator deletes a draft nobody bought, but not a course that is live or under review", async () => {
    await assertFails(as(rulesEnv()).user("mallory").doc("products/draft").delete());
    await assertSucceeds(as(rulesEnv()).user("lena").doc("products/draft").delete());
    await assertFails(as(rulesEnv()).user("lena").doc("products/live").delete());
    await assertFails(as(rulesEnv()).user("lena").doc("products/waiting").delete());
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
    const lena = as(rulesEnv()).user("lena");
    await assertSucceeds(lena.doc(lecturePath("draft", "lec_NEWLECTURE123")).set({ ...lecture, order: 1 }));
    await assertSucceeds(as(rulesEnv()).user("jonas").doc(lecturePath("draft")).update({ title: "Renamed" }));
    await assertSucceeds(lena.doc(lecturePath("draft")).delete());
  });

  it("nobody else writes lectures, and creators not while the course is under review or live", async () => {
    await assertFails(as(rulesEnv()).user("mallory").doc(lecturePath("draft")).update({ title: "Hacked" }));
    await assertFails(as(rulesEnv()).visitor().doc(lecturePath("draft")).delete());
    await assertFails(as(rulesEnv()).user("lena").doc(lecturePath("waiting")).update({ title: "Sneaky" }));
    await assertFails(as(rulesEnv()).user("lena").doc(lecturePath("live")).delete());
  });

  it.each([
    ["an unknown field", { ...lecture, price: 1 }],
    ["a missing field", { title: "x", sectionId: "s", order: 0, type: "video", preview: false }],
    ["a negative duration", { ...lecture, duration: -1 }],
    ["a day-long duration", { ...lecture, duration: 1441 }],
    ["an unknown type", { ...lecture, type: "quiz" }],
    ["a fractional order", { ...lecture, order: 1.5 }],
  ])("refuses a lecture with %s", async (_, data) => {
    await assertFails(as(rulesEnv()).user("lena").doc(lecturePath("draft", "lec_NEWLECTURE123")).set(data));
  });

  it("refuses lecture ids that are not generated", async () => {
    await assertFails(as(rulesEnv()).user("lena").doc(lecturePath("draft", "intro")).set(lecture));
  });

  it("a creator points a lecture at an upload in its own folder", async () => {
    await assertSucceeds(as(rulesEnv()).user("lena").doc(`${lecturePath("draft")}/private/content`).set(media("draft")));
  });

  it("refuses a pointer outside the lecture's folder, to the server's disk, or by someone else", async () => {
    const lena = as(rulesEnv()).user("lena");
    const target = `${lecturePath("draft")}/private/content`;
    await assertFails(lena.doc(target).set({ ...media("draft"), path: "products/live/lectures/lec_ABCDEFGHIJKLM/paid.mp4" }));
    await assertFails(lena.doc(target).set({ ...media("draft"), path: `products/draft/lectures/${LECTURE}/../../../live/x.mp4` }));
    await assertFails(lena.doc(target).set({ kind: "video", path: "demo/lecture-demo.webm", source: "local" }));
    await assertFails(lena.doc(`${lecturePath("draft")}/private/other`).set(media("draft")));
    await assertFails(as(rulesEnv()).user("mallory").doc(target).set(media("draft")));
    await assertFails(lena.doc(`${lecturePath("live")}/private/content`).set(media("live")));
  });
});
