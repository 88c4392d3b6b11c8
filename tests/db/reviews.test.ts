import { signInWithEmail } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/session";
import { addReview, readOwnReview, ReviewError } from "@/lib/db/reviews";
import { getDb } from "@/lib/firebase/client";
import { postReview } from "@/lib/reviews/writes";
import { registerRulesEnv, seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount, verifyEmail } from "./auth-emulator";
import { browserApps, readCollection, readDocument } from "./support";

const rulesEnv = registerRulesEnv();
// Later files (the seed test) count products: leave none behind.
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
const PASSWORD = "review-password-1";
const accounts: Record<string, string> = {};
const browsers = browserApps("reviewer");

const readProduct = async () => (await readDocument(rulesEnv(), "products/lca"))!;
const readReviews = () => readCollection(rulesEnv(), "products/lca/reviews");

/** A separate Firebase app per person, so several people can be signed in at the same moment. */
const signedInDb = (name: string) => browsers.firestoreOf(`${name}@example.com`, PASSWORD);

const BUYERS = ["maya", "sofia", "pieter", "amara", "jonas", "lina"];

beforeAll(async () => {
  // The app's default Firebase app first: lib/firebase/client.ts reuses whichever app exists.
  getDb();
  await clearAuth();
  for (const name of [...BUYERS, "stranger", "unverified"]) accounts[name] = await createAccount(`${name}@example.com`, PASSWORD);
  // Reviewers have verified their email (firestore.rules reviewerIsReal).
  for (const name of BUYERS) await verifyEmail(accounts[name]!);
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  // One earlier review of 4 stars.
  await seedDoc(rulesEnv(), "products/lca", { title: "LCA", state: "approved", creators: ["lena"], price: 24.99, rating: { stars: 4, count: 1, total: 4 } });
  await seedDoc(rulesEnv(), "products/lca/reviews/early", { uid: "early", authorName: "Early B.", stars: 4, text: "Good", createdOn: new Date() });
  for (const name of BUYERS) {
    await seedDoc(rulesEnv(), `userProductRelations/${accounts[name]}_lca`, { uid: accounts[name], productId: "lca", source: "purchase" });
  }
});
afterEach(async () => {
  await signOut();
});
afterAll(async () => {
  await browsers.deleteAll();
});

describe("addReview through the client SDK and the real rules", () => {
  it("saves a buyer's review and raises the rating by exactly its stars", async () => {
    await signInWithEmail("maya@example.com", PASSWORD);
    const maya = accounts.maya!;
    await expect(readOwnReview(maya, "lca")).resolves.toBeNull();

    const rating = await addReview(maya, "lca", { stars: 5, text: "  Clear and rigorous. <b>not bold</b>  ", authorName: "Maya F." });

    expect(rating).toEqual({ stars: 4.5, count: 2, total: 9 });
    expect((await readProduct()).rating).toEqual({ stars: 4.5, count: 2, total: 9 });
    const stored = (await readReviews()).find((review) => review.uid === maya);
    expect(stored).toMatchObject({ uid: maya, authorName: "Maya F.", stars: 5, text: "Clear and rigorous. <b>not bold</b>" });
    await expect(readOwnReview(maya, "lca")).resolves.toEqual({ stars: 5, text: "Clear and rigorous. <b>not bold</b>" });
  });

  it("refuses a second review by the same buyer and leaves the rating as it was", async () => {
    await signInWithEmail("maya@example.com", PASSWORD);
    await addReview(accounts.maya!, "lca", { stars: 2, text: "Meh", authorName: "Maya F." });
    await expect(addReview(accounts.maya!, "lca", { stars: 5, text: "Changed my mind", authorName: "Maya F." })).rejects.toMatchObject({
      code: "already-reviewed",
    });
    expect((await readProduct()).rating).toEqual({ stars: 3, count: 2, total: 6 });
  });

  it("refuses someone who does not own the course, with a message to show", async () => {
    await signInWithEmail("stranger@example.com", PASSWORD);
    const attempt = addReview(accounts.stranger!, "lca", { stars: 5, text: "Fake praise", authorName: "Sam S." });
    await expect(attempt).rejects.toBeInstanceOf(ReviewError);
    await expect(attempt).rejects.toMatchObject({ code: "not-allowed" });
    expect((await readProduct()).rating).toEqual({ stars: 4, count: 1, total: 4 });
  });

  it("refuses an owner whose email is not verified, so throwaway accounts cannot move a rating", async () => {
    await seedDoc(rulesEnv(), `userProductRelations/${accounts.unverified}_lca`, { uid: accounts.unverified, productId: "lca", source: "free" });
    await signInWithEmail("unverified@example.com", PASSWORD);
    await expect(addReview(accounts.unverified!, "lca", { stars: 1, text: "Bad", authorName: "Una U." })).rejects.toMatchObject({ code: "unverified", message: "Verify your email to review." });
    expect((await readProduct()).rating).toEqual({ stars: 4, count: 1, total: 4 });
  });

  it("reviews a free course only after one of its lectures was opened, saying so before", async () => {
    await seedDoc(rulesEnv(), "products/free", { title: "Free", state: "approved", free: true, price: 0, creators: ["lena"], rating: { stars: 0, count: 0, total: 0 } });
    await seedDoc(rulesEnv(), "products/free/lectures/lec_OPENED0000001", { title: "Welcome", sectionId: "s1", order: 0, duration: 5, type: "video", preview: false });
    await seedDoc(rulesEnv(), `userProductRelations/${accounts.maya}_free`, { uid: accounts.maya, productId: "free", source: "free" });
    await signInWithEmail("maya@example.com", PASSWORD);
    await expect(addReview(accounts.maya!, "free", { stars: 1, text: "Never looked", authorName: "Maya F." })).rejects.toMatchObject({ code: "not-opened" });
    await seedDoc(rulesEnv(), `users/${accounts.maya}/progress/free`, { lastLectureId: "lec_OPENED0000001", updatedAt: new Date() });
    await expect(addReview(accounts.maya!, "free", { stars: 4, text: "Good start", authorName: "Maya F." })).resolves.toEqual({ stars: 4, count: 1, total: 4 });
  });

  it("checks stars and text before anything is sent", async () => {
    await signInWithEmail("maya@example.com", PASSWORD);
    await expect(postReview(accounts.maya!, "lca", { stars: 6, text: "Great", authorName: "Maya F." })).rejects.toMatchObject({ code: "invalid" });
    await expect(postReview(accounts.maya!, "lca", { stars: 4, text: "   ", authorName: "Maya F." })).rejects.toMatchObject({ code: "invalid" });
    await expect(postReview(accounts.maya!, "lca", { stars: 4, text: "x".repeat(2001), authorName: "Maya F." })).rejects.toMatchObject({ code: "invalid" });
    expect(await readReviews()).toHaveLength(1);
  });

  it("keeps one review and a rating counted once when the same buyer posts twice at the same moment", async () => {
    await signInWithEmail("maya@example.com", PASSWORD);
    const outcomes = await Promise.allSettled([
      addReview(accounts.maya!, "lca", { stars: 5, text: "First tab", authorName: "Maya F." }),
      addReview(accounts.maya!, "lca", { stars: 1, text: "Second tab", authorName: "Maya F." }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const mine = (await readReviews()).filter((review) => review.uid === accounts.maya);
    expect(mine).toHaveLength(1);
    expect((await readProduct()).rating).toEqual({ stars: (4 + Number(mine[0]!.stars)) / 2, count: 2, total: 4 + Number(mine[0]!.stars) });
  });

  it("keeps count, total and stars exact when five buyers review at the same moment", async () => {
    const reviewers = BUYERS.slice(0, 5);
    const dbs = await Promise.all(reviewers.map((name) => signedInDb(name)));
    const stars = [5, 3, 4, 1, 2];

    await Promise.all(
      reviewers.map((name, index) => addReview(accounts[name]!, "lca", { stars: stars[index]!, text: `Review by ${name}`, authorName: name }, dbs[index])),
    );

    const reviews = await readReviews();
    const total = reviews.reduce((sum, review) => sum + Number(review.stars), 0);
    expect(reviews).toHaveLength(6);
    expect(total).toBe(4 + 15);
    expect((await readProduct()).rating).toEqual({ stars: total / 6, count: 6, total });
  });
});
