import { signOut } from "@/lib/auth/session";
import { signInWithEmail } from "@/lib/auth/sign-in";
import { getProductsByIds } from "@/lib/db/products";
import { getProgress, listProgress, saveLastLecture, saveLecturePosition, setLectureCompleted } from "@/lib/db/progress";
import { loadCourse } from "@/lib/learning/course";
import { loadLibraryPage } from "@/lib/learning/library";
import { relationListing } from "@/lib/learning/title-terms";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";

// The library and learning page's reads and writes through the Lite SDK and the real rules.
// buyer bought "live" and, earlier, "withdrawn" (since sent back to review); "other" is
// approved and not theirs. creator made all three.
const rulesEnv = registerRulesEnv();
// Files share one emulator: leave nothing behind for the next (the seed test counts products).
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
const uid = { buyer: "", stranger: "", creator: "" };
const password = "learning-password";
const signInAs = (key: keyof typeof uid) => signInWithEmail(`${key}@learning.test`, password);

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await clearAuth();
  for (const key of Object.keys(uid) as (keyof typeof uid)[]) uid[key] = await createAccount(`${key}@learning.test`, password);
  const product = (title: string, state: string) => ({ title, state, creators: [uid.creator], lectureCount: 3, sections: [{ id: "s1", title: "Basics" }, { id: "s2", title: "Practice" }] });
  await seedDoc(rulesEnv(), "products/live", product("Life Cycle Assessment", "approved"));
  await seedDoc(rulesEnv(), "products/withdrawn", product("Flood Risk", "pending"));
  await seedDoc(rulesEnv(), "products/other", product("Soil Health", "approved"));
  for (const [id, sectionId, order] of [["l3", "s2", 3], ["l1", "s1", 1], ["l2", "s1", 2]] as const) {
    await seedDoc(rulesEnv(), `products/live/lectures/${id}`, { title: `Lecture ${order}`, sectionId, order, duration: 5, type: "video", preview: false });
  }
  await seedDoc(rulesEnv(), "products/withdrawn/lectures/w1", { title: "Floodplains", sectionId: "s1", order: 1, duration: 5, type: "video", preview: false });
  const relation = (productId: string, title: string, source: string, createdOn: Date) => ({ uid: uid.buyer, productId, source, ...relationListing(title), createdOn, lastOpened: createdOn });
  await seedDoc(rulesEnv(), `userProductRelations/${uid.buyer}_live`, relation("live", "Life Cycle Assessment", "purchase", new Date("2025-06-01")));
  await seedDoc(rulesEnv(), `userProductRelations/${uid.buyer}_withdrawn`, relation("withdrawn", "Flood Risk", "grant", new Date("2025-01-01")));
});
afterEach(async () => {
  await signOut();
});

describe("the library", () => {
  it("shows a buyer everything they own, newest first, including a product that left the catalogue", async () => {
    await signInAs("buyer");
    const { items } = await loadLibraryPage(uid.buyer, { sort: "purchased", search: "" });
    expect(items.map((item) => [item.product.title, item.source])).toEqual([
      ["Life Cycle Assessment", "purchase"],
      ["Flood Risk", "grant"],
    ]);
  });

  it("reads products by id only as far as the rules let this user see them", async () => {
    await signInAs("stranger");
    const products = await getProductsByIds(["withdrawn", "other", "live", "other", "missing"]);
    expect(products.map((product) => product.id)).toEqual(["other", "live"]);
  });

  it("is empty for someone who owns nothing", async () => {
    await signInAs("stranger");
    await expect(loadLibraryPage(uid.stranger, { sort: "purchased", search: "" })).resolves.toEqual({ items: [], next: null });
  });
});

describe("opening a course to learn", () => {
  it("gives the buyer the product, its outline in order and empty progress", async () => {
    await signInAs("buyer");
    const loaded = await loadCourse({ uid: uid.buyer, isAdmin: false }, "live");
    expect(loaded.status).toBe("ready");
    if (loaded.status !== "ready") return;
    expect(loaded.course.lectures.map((lecture) => lecture.id)).toEqual(["l1", "l2", "l3"]);
    expect(loaded.course.progress).toMatchObject({ completed: [], positions: {}, lastLectureId: "" });
    await expect(loadCourse({ uid: uid.buyer, isAdmin: false }, "withdrawn")).resolves.toMatchObject({ status: "ready" });
  });

  it("turns away a user who does not own the course, approved or not", async () => {
    await signInAs("stranger");
    await expect(loadCourse({ uid: uid.stranger, isAdmin: false }, "live")).resolves.toEqual({ status: "no-access" });
    await expect(loadCourse({ uid: uid.stranger, isAdmin: false }, "withdrawn")).resolves.toEqual({ status: "no-access" });
  });

  it("lets the creator study their own course without buying it", async () => {
    await signInAs("creator");
    await expect(loadCourse({ uid: uid.creator, isAdmin: false }, "withdrawn")).resolves.toMatchObject({ status: "ready" });
  });
});

describe("saving progress", () => {
  it("merges positions, completions and the last lecture, and the library shows the result", async () => {
    await signInAs("buyer");
    await saveLecturePosition(uid.buyer, "live", "l1", 12.345);
    await setLectureCompleted(uid.buyer, "live", "l1", true);
    await saveLecturePosition(uid.buyer, "live", "l2", 3);
    await setLectureCompleted(uid.buyer, "live", "l2", true);
    await setLectureCompleted(uid.buyer, "live", "l2", false);
    await saveLastLecture(uid.buyer, "live", "l3");
    expect(await getProgress(uid.buyer, "live")).toMatchObject({ completed: ["l1"], positions: { l1: 12.3, l2: 3 }, lastLectureId: "l3" });
    expect((await listProgress(uid.buyer)).map((entry) => entry.productId)).toEqual(["live"]);
    const [live] = (await loadLibraryPage(uid.buyer, { sort: "purchased", search: "" })).items;
    expect(live?.progress?.completed).toEqual(["l1"]);
  });

  it("keeps each learner's progress to themselves", async () => {
    await signInAs("stranger");
    await expect(getProgress(uid.buyer, "live")).rejects.toMatchObject({ code: "permission-denied" });
    await expect(saveLecturePosition(uid.buyer, "live", "l1", 1)).rejects.toMatchObject({ code: "permission-denied" });
  });
});
