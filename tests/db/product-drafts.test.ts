import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { builderReducer, changesBetween, type CourseDraft } from "@/lib/creator/builder-model";
import { createDraft, deleteDraft, loadDraft, saveDraftChanges, setLectureMedia } from "@/lib/db/product-drafts";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { accountsAndEmptyBeforeEach, readDocument } from "./support";

// The course builder's data layer through the Lite SDK, against the emulator and the real rules.
const rulesEnv = registerRulesEnv();

const PASSWORD = "builder-password-1";
let lenaUid = "";

const stored = (path: string) => readDocument(rulesEnv(), path);

accountsAndEmptyBeforeEach(rulesEnv, ["lena@example.com", "mallory@example.com"], PASSWORD, ([lena = ""]) => (lenaUid = lena));

describe("the course builder's drafts", () => {
  it("creates a draft that only its creator can load, with the server's fields at their defaults", async () => {
    await signInWithEmail("lena@example.com", PASSWORD);
    const id = await createDraft(lenaUid, { title: "Circular Economy Basics", type: "documents", author: "Lena Berger" });
    expect(id).toMatch(/^prod_[A-Za-z0-9]{13}$/);
    const data = await stored(`products/${id}`);
    expect(data).toMatchObject({ title: "Circular Economy Basics", type: "documents", state: "draft", creators: [lenaUid], participants: 0 });
    expect(data).not.toHaveProperty("payout");

    const loaded = await loadDraft(id);
    expect(loaded?.draft.fields.title).toBe("Circular Economy Basics");

    await signOut();
    await signInWithEmail("mallory@example.com", PASSWORD);
    expect(await loadDraft(id)).toBeNull();
  });

  it("saves sections, lectures and a media pointer, and loads them back in outline order", async () => {
    await signInWithEmail("lena@example.com", PASSWORD);
    const id = await createDraft(lenaUid, { title: "Urban Heat", type: "video_courses", author: "Lena Berger" });
    const { draft: saved, version } = (await loadDraft(id))!;
    let draft: CourseDraft = builderReducer(saved, { type: "addSection", title: "Basics" });
    draft = builderReducer(draft, { type: "addSection", title: "Cases" });
    const [basics, cases] = draft.fields.sections;
    draft = builderReducer(draft, { type: "addLecture", sectionId: cases!.id, title: "Vienna", lectureType: "video" });
    draft = builderReducer(draft, { type: "addLecture", sectionId: basics!.id, title: "What is heat stress", lectureType: "video" });
    draft = builderReducer(draft, { type: "setReady", sectionId: basics!.id, ready: true });
    draft = builderReducer(draft, { type: "set", changes: { free: false, price: 24.5, sdgs: [11, 13] } });
    const afterSave = await saveDraftChanges(id, changesBetween(saved, draft), version);

    const first = draft.lectures[0]!;
    const media = { kind: "video" as const, path: `products/${id}/lectures/${first.id}/heat.mp4`, fileName: "heat.mp4", size: 2048, contentType: "video/mp4" };
    await setLectureMedia(id, first.id, { sectionId: basics!.id, title: first.title, order: 0, duration: 7, type: "video", preview: false, captions: [] }, media, afterSave);

    const loaded = (await loadDraft(id))!;
    expect(loaded.draft.fields.sections.map((section) => section.title)).toEqual(["Basics", "Cases"]);
    expect(loaded.draft.fields.readyToPublish).toEqual([true, false]);
    expect(loaded.draft.lectures.map((lecture) => lecture.title)).toEqual(["What is heat stress", "Vienna"]);
    expect(loaded.draft.lectures[0]?.media).toMatchObject({ fileName: "heat.mp4", size: 2048 });
    expect(loaded.product.price).toBe(24.5);
    // Derived fields stay the server's: nothing the builder wrote counted the lectures.
    expect(loaded.product.lectureCount).toBe(0);
  });

  it("deletes removed lectures with their pointers, and a whole draft", async () => {
    await signInWithEmail("lena@example.com", PASSWORD);
    const id = await createDraft(lenaUid, { title: "Soil", type: "video_courses", author: "Lena Berger" });
    const { draft: saved, version } = (await loadDraft(id))!;
    let draft = builderReducer(saved, { type: "addSection", title: "Intro" });
    draft = builderReducer(draft, { type: "addLecture", sectionId: draft.fields.sections[0]!.id, title: "Soil life", lectureType: "document" });
    const next = await saveDraftChanges(id, changesBetween(saved, draft), version);
    const lectureId = draft.lectures[0]!.id;

    const removed = builderReducer(draft, { type: "removeLecture", lectureId });
    await saveDraftChanges(id, changesBetween(draft, removed), next);
    expect(await stored(`products/${id}/lectures/${lectureId}`)).toBeUndefined();

    await deleteDraft(id, []);
    expect(await stored(`products/${id}`)).toBeUndefined();
  });

  it("refuses a save while the course is under review, leaving it as it was", async () => {
    await signInWithEmail("lena@example.com", PASSWORD);
    const id = await createDraft(lenaUid, { title: "Water", type: "video_courses", author: "Lena Berger" });
    const { draft: saved, version } = (await loadDraft(id))!;
    const current = await stored(`products/${id}`);
    await seedDoc(rulesEnv(), `products/${id}`, { ...current, state: "pending" });
    const draft = builderReducer(saved, { type: "set", changes: { title: "Water, renamed" } });
    await expect(saveDraftChanges(id, changesBetween(saved, draft), version)).rejects.toMatchObject({ code: "draft/locked" });
    expect((await stored(`products/${id}`))?.title).toBe("Water");
  });

  it("refuses someone else's save with the builder's own code, leaving the course as it was", async () => {
    await signInWithEmail("lena@example.com", PASSWORD);
    const id = await createDraft(lenaUid, { title: "Forests", type: "video_courses", author: "Lena Berger" });
    const { draft: saved, version } = (await loadDraft(id))!;
    await signOut();
    await signInWithEmail("mallory@example.com", PASSWORD);
    const draft = builderReducer(saved, { type: "set", changes: { title: "Mallory's forests" } });
    await expect(saveDraftChanges(id, changesBetween(saved, draft), version)).rejects.toMatchObject({ code: "draft/denied" });
    expect((await stored(`products/${id}`))?.title).toBe("Forests");
  });
});

describe("the version a page saves against", () => {
  it("is the page's own last save, known without reading the course back", async () => {
    await signInWithEmail("lena@example.com", PASSWORD);
    const id = await createDraft(lenaUid, { title: "Soil", type: "video_courses", author: "Lena Berger" });
    const { draft: saved, version } = (await loadDraft(id))!;
    expect(version).toBe("");
    const draft = builderReducer(saved, { type: "addSection", title: "Basics" });
    const next = await saveDraftChanges(id, changesBetween(saved, draft), version);
    expect(next).toMatch(/^rev_[A-Za-z0-9]{13}$/);
    expect((await stored(`products/${id}`))?.draftRevision).toBe(next);
    expect((await loadDraft(id))?.version).toBe(next);
  });

  it("is not moved by the server's state changes: after a withdrawn submission the page saves on", async () => {
    await signInWithEmail("lena@example.com", PASSWORD);
    const id = await createDraft(lenaUid, { title: "Rivers", type: "video_courses", author: "Lena Berger" });
    const { draft: saved, version } = (await loadDraft(id))!;
    const once = builderReducer(saved, { type: "addSection", title: "Basics" });
    const v1 = await saveDraftChanges(id, changesBetween(saved, once), version);
    // Submitted, then withdrawn: the server stamps the course each time (lib/creator/submission.server.ts).
    for (const state of ["pending", "draft"]) {
      await seedDoc(rulesEnv(), `products/${id}`, { ...(await stored(`products/${id}`)), state, lastUpdated: new Date() });
    }
    const twice = builderReducer(once, { type: "set", changes: { title: "Rivers and deltas" } });
    await expect(saveDraftChanges(id, changesBetween(once, twice), v1)).resolves.toMatch(/^rev_/);
    expect((await stored(`products/${id}`))?.title).toBe("Rivers and deltas");
  });
});

describe("two pages editing the same draft (two tabs, or two co-creators)", () => {
  /** A course with two sections, opened in two pages: both hold the same draft and version. */
  async function openTwice() {
    await signInWithEmail("lena@example.com", PASSWORD);
    const id = await createDraft(lenaUid, { title: "Heat", type: "video_courses", author: "Lena Berger" });
    const first = (await loadDraft(id))!;
    let draft = builderReducer(first.draft, { type: "addSection", title: "One" });
    draft = builderReducer(draft, { type: "addSection", title: "Two" });
    await saveDraftChanges(id, changesBetween(first.draft, draft), first.version);
    const [a, b] = [(await loadDraft(id))!, (await loadDraft(id))!];
    return { id, a, b };
  }
  const rename = (draft: CourseDraft, index: number, title: string) => builderReducer(draft, { type: "renameSection", sectionId: draft.fields.sections[index]!.id, title });

  it("refuses the second page's save of a stale section list instead of undoing the first page's rename", async () => {
    const { id, a, b } = await openTwice();
    await saveDraftChanges(id, changesBetween(a.draft, rename(a.draft, 0, "One, renamed in A")), a.version);
    await expect(saveDraftChanges(id, changesBetween(b.draft, rename(b.draft, 1, "Two, renamed in B")), b.version)).rejects.toMatchObject({ code: "draft/changed" });
    expect(((await stored(`products/${id}`))?.sections as { title: string }[]).map((section) => section.title)).toEqual(["One, renamed in A", "Two"]);
  });

  it("says the course changed, not that it is under review, when the other page added a section", async () => {
    const { id, a, b } = await openTwice();
    await saveDraftChanges(id, changesBetween(a.draft, builderReducer(a.draft, { type: "addSection", title: "Three" })), a.version);
    await expect(saveDraftChanges(id, changesBetween(b.draft, rename(b.draft, 1, "Two, renamed in B")), b.version)).rejects.toMatchObject({ code: "draft/changed" });
  });

  it("lets one page save again and again, and refuses an upload's pointer from the stale page", async () => {
    const { id, a, b } = await openTwice();
    const once = rename(a.draft, 0, "First");
    const v1 = await saveDraftChanges(id, changesBetween(a.draft, once), a.version);
    const twice = rename(once, 0, "Second");
    await saveDraftChanges(id, changesBetween(once, twice), v1);
    expect(((await stored(`products/${id}`))?.sections as { title: string }[])[0]?.title).toBe("Second");
    const lecture = { sectionId: b.draft.fields.sections[0]!.id, title: "Intro", order: 0, duration: 5, type: "video" as const, preview: false, captions: [] };
    const media = { kind: "video" as const, path: `products/${id}/lectures/lec_AAAAAAAAAAAAA/a.mp4`, fileName: "a.mp4", size: 1, contentType: "video/mp4" };
    await expect(setLectureMedia(id, "lec_AAAAAAAAAAAAA", lecture, media, b.version)).rejects.toMatchObject({ code: "draft/changed" });
  });
});
