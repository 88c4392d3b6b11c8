import { collectionGroup, getDocs, limit, query, where } from "firebase/firestore/lite";
import { DELETE as deleteRoute, PATCH as editRoute } from "@/app/api/products/[id]/reviews/[reviewId]/route";
import { addReview, readReviewsBy } from "@/lib/db/reviews";
import { getDb } from "@/lib/firebase/client";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount, verifyEmail } from "./auth-emulator";
import { apiRequest, browserApps, idToken, readCollection, readDocument } from "./support";

// PATCH and DELETE /api/products/[id]/reviews/[reviewId] (issue 36): the author changes or
// deletes their review, and the product's rating stays exactly the sum of its reviews, also when
// several people change, delete and write reviews at the same moment.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "review-change-password-1";
const PEOPLE = ["maya", "sofia", "pieter", "amara", "jonas", "lina", "noor", "tomas"] as const;
type Person = (typeof PEOPLE)[number] | "stranger";
const uids = {} as Record<Person, string>;
const tokens = {} as Record<Person, string>;
const browsers = browserApps("change");

const reviewPath = (who: Person | string, productId = "lca") => `http://localhost/api/products/${productId}/reviews/${uids[who as Person] ?? who}`;
const params = (reviewId: string, id = "lca") => ({ params: Promise.resolve({ id, reviewId }) });
const edit = (caller: Person | null, body: unknown, author: Person = caller ?? "maya", productId = "lca") =>
  editRoute(apiRequest(reviewPath(author, productId), { method: "PATCH", token: caller ? tokens[caller] : null, body }), params(uids[author], productId));
const remove = (caller: Person | null, author: Person = caller ?? "maya", productId = "lca") =>
  deleteRoute(apiRequest(reviewPath(author, productId), { method: "DELETE", token: caller ? tokens[caller] : null }), params(uids[author], productId));

const product = async () => (await readDocument(rulesEnv(), "products/lca"))!;
const reviews = () => readCollection(rulesEnv(), "products/lca/reviews");
/** The rating the stored reviews add up to, as decision 0040 defines it. */
async function ratingOfReviews() {
  const all = await reviews();
  const total = all.reduce((sum, review) => sum + Number(review.stars), 0);
  return { stars: all.length ? total / all.length : 0, count: all.length, total };
}

async function seedReview(who: Person, stars: number, extra: Record<string, unknown> = {}) {
  await seedDoc(rulesEnv(), `products/lca/reviews/${uids[who]}`, { uid: uids[who], authorName: `${who} B.`, stars, text: `Review by ${who}`, createdOn: new Date("2026-10-01T10:00:00Z"), ...extra });
}

/** A separate Firebase app per person, so several people write reviews from their browsers at once. */
const browserDb = (who: Person) => browsers.firestoreOf(`${who}@example.com`, PASSWORD);

beforeAll(async () => {
  getDb();
  await clearAuth();
  for (const who of [...PEOPLE, "stranger"] as const) {
    uids[who] = await createAccount(`${who}@example.com`, PASSWORD);
    await verifyEmail(uids[who]);
    tokens[who] = await idToken(`${who}@example.com`, PASSWORD);
  }
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  revalidateTag.mockClear();
  // maya's review (4 stars) and sofia's (5): 9 stars from 2 reviews.
  await seedDoc(rulesEnv(), "products/lca", { title: "LCA", state: "approved", creators: ["lena"], price: 24.99, rating: { stars: 4.5, count: 2, total: 9 } });
  for (const who of PEOPLE) await seedDoc(rulesEnv(), `userProductRelations/${uids[who]}_lca`, { uid: uids[who], productId: "lca", source: "purchase" });
  await seedReview("maya", 4, { notifiedAt: new Date(), refreshedAt: new Date() });
  await seedReview("sofia", 5);
});
afterAll(async () => {
  await browsers.deleteAll();
});

describe("the author edits their review", () => {
  it("changes stars and text, moves the rating by exactly the difference, and expires the product's page", async () => {
    const response = await edit("maya", { stars: 2, text: "  Good start, thin ending.  " });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rating: { stars: 3.5, count: 2, total: 7 } });
    expect((await product()).rating).toEqual({ stars: 3.5, count: 2, total: 7 });
    const stored = (await reviews()).find((review) => review.uid === uids.maya)!;
    expect(stored).toMatchObject({ stars: 2, text: "Good start, thin ending.", authorName: "maya B." });
    // Its place in the list, and the server's marks, stay: the creators are not told twice.
    expect((stored.createdOn as { toDate(): Date }).toDate().toISOString()).toBe("2026-10-01T10:00:00.000Z");
    expect(stored.notifiedAt).toBeDefined();
    expect(stored.editedOn).toBeDefined();
    expect(revalidateTag).toHaveBeenCalledWith("product:lca", { expire: 0 });
  });

  it("a change of text alone leaves the rating as it is", async () => {
    expect((await edit("maya", { stars: 4, text: "Still four stars, better words." })).status).toBe(200);
    expect((await product()).rating).toEqual({ stars: 4.5, count: 2, total: 9 });
    expect((await reviews()).find((review) => review.uid === uids.maya)).toMatchObject({ stars: 4, text: "Still four stars, better words." });
  });

  it.each([
    ["no stars", { text: "Fine" }, "Choose from 1 to 5 stars."],
    ["0 stars", { stars: 0, text: "Fine" }, "Choose from 1 to 5 stars."],
    ["6 stars", { stars: 6, text: "Fine" }, "Choose from 1 to 5 stars."],
    ["2.5 stars", { stars: 2.5, text: "Fine" }, "Choose from 1 to 5 stars."],
    ["stars as text", { stars: "3", text: "Fine" }, "Choose from 1 to 5 stars."],
    ["no text", { stars: 3 }, "Write a few words about the course."],
    ["blank text", { stars: 3, text: " \t\n " }, "Write a few words about the course."],
    ["2001 characters", { stars: 3, text: "x".repeat(2001) }, "Keep it to 2000 characters (now 2001)."],
  ])("refuses %s with the reason, changing nothing", async (_case, body, message) => {
    const response = await edit("maya", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message, code: "review/invalid" });
    expect((await product()).rating).toEqual({ stars: 4.5, count: 2, total: 9 });
    expect((await reviews()).find((review) => review.uid === uids.maya)).toMatchObject({ stars: 4, text: "Review by maya" });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses a course that left the catalogue, or an author who no longer owns it; they may still delete", async () => {
    await rulesEnv().withSecurityRulesDisabled((context) => context.firestore().doc(`userProductRelations/${uids.maya}_lca`).delete());
    const notOwner = await edit("maya", { stars: 1, text: "Refunded" });
    expect(notOwner.status).toBe(403);
    expect(await notOwner.json()).toMatchObject({ error: "Only learners who own this course can change a review of it." });
    await seedDoc(rulesEnv(), "products/lca", { title: "LCA", state: "rejected", creators: ["lena"], price: 24.99, rating: { stars: 4.5, count: 2, total: 9 } });
    expect((await edit("sofia", { stars: 1, text: "Gone" })).status).toBe(409);
    expect((await product()).rating).toEqual({ stars: 4.5, count: 2, total: 9 });
    expect((await remove("maya")).status).toBe(200);
    expect((await product()).rating).toEqual({ stars: 5, count: 1, total: 5 });
  });
});

describe("the author deletes their review", () => {
  it("takes its stars out of the rating, expires the product's page, and the author may review again", async () => {
    const response = await remove("maya");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rating: { stars: 5, count: 1, total: 5 } });
    expect((await reviews()).map((review) => review.uid)).toEqual([uids.sofia]);
    expect(revalidateTag).toHaveBeenCalledWith("product:lca", { expire: 0 });
    expect((await remove("maya")).status).toBe(404);

    // The rules take a new review from the browser: the old one no longer counts.
    await expect(addReview(uids.maya, "lca", { stars: 1, text: "Second thoughts", authorName: "Maya F." }, await browserDb("maya"))).resolves.toEqual({ stars: 3, count: 2, total: 6 });
    expect((await product()).rating).toEqual(await ratingOfReviews());
  });

  it("deleting the last review leaves no stars, and the next review counts from nothing", async () => {
    await remove("maya");
    expect(await (await remove("sofia")).json()).toEqual({ rating: { stars: 0, count: 0, total: 0 } });
    expect((await product()).rating).toEqual({ stars: 0, count: 0, total: 0 });
    await expect(addReview(uids.amara, "lca", { stars: 3, text: "Solid", authorName: "Amara B." }, await browserDb("amara"))).resolves.toEqual({ stars: 3, count: 1, total: 3 });
  });
});

describe("someone else's review", () => {
  it("cannot be edited or deleted: a clear refusal, and nothing changes", async () => {
    const edited = await edit("stranger", { stars: 1, text: "Hijacked" }, "maya");
    expect(edited.status).toBe(403);
    expect(await edited.json()).toEqual({ error: "You can only edit or delete your own review.", code: "review/not-yours" });
    const deleted = await remove("sofia", "maya");
    expect(deleted.status).toBe(403);
    expect(await deleted.json()).toMatchObject({ error: "You can only edit or delete your own review." });
    expect((await reviews()).find((review) => review.uid === uids.maya)).toMatchObject({ stars: 4, text: "Review by maya" });
    expect((await product()).rating).toEqual({ stars: 4.5, count: 2, total: 9 });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("a visitor is asked to sign in, and someone without a review is told they have none", async () => {
    expect((await edit(null, { stars: 1, text: "x" }, "maya")).status).toBe(401);
    expect((await remove(null, "maya")).status).toBe(401);
    const none = await edit("stranger", { stars: 3, text: "Never wrote one" });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: "You have no review of this course to change." });
    expect((await remove("stranger")).status).toBe(404);
    expect((await product()).rating).toEqual({ stars: 4.5, count: 2, total: 9 });
  });
});

describe("the rating stays exact", () => {
  it("after a long sequence of writes, edits and deletions by several people", async () => {
    // A fixed pseudo-random sequence, so a failure replays the same way.
    let seed = 36;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const people = PEOPLE.slice(0, 5);
    const dbs = Object.fromEntries(await Promise.all(people.map(async (who) => [who, await browserDb(who)] as const)));
    for (let step = 0; step < 24; step++) {
      const who = people[next(people.length)]!;
      const stars = 1 + next(5);
      const has = (await reviews()).some((review) => review.uid === uids[who]);
      if (!has) await addReview(uids[who], "lca", { stars, text: `Step ${step}`, authorName: who }, dbs[who]);
      else if (next(3) === 0) expect((await remove(who)).status).toBe(200);
      else expect((await edit(who, { stars, text: `Step ${step}` })).status).toBe(200);
      expect((await product()).rating).toEqual(await ratingOfReviews());
    }
  });

  it("when several people edit, delete and write reviews at the same moment", async () => {
    for (const [who, stars] of [["pieter", 1], ["amara", 2], ["jonas", 3], ["lina", 4]] as const) await seedReview(who, stars);
    await seedDoc(rulesEnv(), "products/lca", { title: "LCA", state: "approved", creators: ["lena"], price: 24.99, rating: { stars: 19 / 6, count: 6, total: 19 } });
    const writers = await Promise.all((["noor", "tomas"] as const).map(browserDb));

    const answers = await Promise.all([
      edit("maya", { stars: 1, text: "Changed" }),
      edit("sofia", { stars: 2, text: "Changed" }),
      remove("pieter"),
      edit("amara", { stars: 5, text: "Changed" }),
      remove("jonas"),
      edit("lina", { stars: 3, text: "Changed" }),
      addReview(uids.noor, "lca", { stars: 5, text: "New", authorName: "Noor B." }, writers[0]),
      addReview(uids.tomas, "lca", { stars: 4, text: "New", authorName: "Tomas B." }, writers[1]),
    ]);

    expect(answers.slice(0, 6).map((answer) => (answer as Response).status)).toEqual([200, 200, 200, 200, 200, 200]);
    // maya 1, sofia 2, amara 5, lina 3, noor 5, tomas 4.
    expect((await product()).rating).toEqual({ stars: 20 / 6, count: 6, total: 20 });
    expect(await ratingOfReviews()).toEqual({ stars: 20 / 6, count: 6, total: 20 });
  });

  it("the 11th change within an hour is refused with 429, changing nothing", async () => {
    for (let call = 0; call < 10; call++) expect((await edit("maya", { stars: 1 + (call % 5), text: `Edit ${call}` })).status).toBe(200);
    const refused = await edit("maya", { stars: 5, text: "One too many" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect((await remove("maya")).status).toBe(429);
    expect((await reviews()).find((review) => review.uid === uids.maya)).toMatchObject({ stars: 5, text: "Edit 9" });
    expect((await product()).rating).toEqual(await ratingOfReviews());
    expect(revalidateTag).toHaveBeenCalledTimes(10);
  });
});

describe("an author's own reviews across courses (the account page's Your reviews)", () => {
  beforeEach(async () => {
    // A course that left the catalogue (a draft again), which maya reviewed earlier.
    await seedDoc(rulesEnv(), "products/gone", { title: "Gone", state: "draft", creators: ["lena"], price: 10, rating: { stars: 2, count: 1, total: 2 } });
    await seedDoc(rulesEnv(), `products/gone/reviews/${uids.maya}`, { uid: uids.maya, authorName: "maya B.", stars: 2, text: "Older", createdOn: new Date("2026-09-01T10:00:00Z") });
  });

  it("lists only the author's reviews, newest first, with the title of each course still readable", async () => {
    const mine = await readReviewsBy(uids.maya, await browserDb("maya"));
    expect(mine).toEqual([
      { productId: "lca", title: "LCA", stars: 4, text: "Review by maya", createdOn: "2026-10-01T10:00:00.000Z" },
      { productId: "gone", title: null, stars: 2, text: "Older", createdOn: "2026-09-01T10:00:00.000Z" },
    ]);
  });

  it("a refunded author deletes a listed review, and the course's rating loses its stars", async () => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`userProductRelations/${uids.maya}_lca`).delete();
    });
    const db = await browserDb("maya");
    expect((await remove("maya")).status).toBe(200);
    expect((await readReviewsBy(uids.maya, db)).map((review) => review.productId)).toEqual(["gone"]);
    expect((await product()).rating).toEqual({ stars: 5, count: 1, total: 5 });
  });

  it("nobody lists someone else's reviews, all reviews at once, or more than 50", async () => {
    const db = await browserDb("maya");
    await expect(readReviewsBy(uids.sofia, db)).rejects.toMatchObject({ code: "permission-denied" });
    await expect(getDocs(query(collectionGroup(db, "reviews"), limit(50)))).rejects.toMatchObject({ code: "permission-denied" });
    await expect(getDocs(query(collectionGroup(db, "reviews"), where("uid", "==", uids.maya), limit(51)))).rejects.toMatchObject({ code: "permission-denied" });
  });
});
