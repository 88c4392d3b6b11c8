import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

type Db = firebase.firestore.Firestore;
const now = () => firebase.firestore.FieldValue.serverTimestamp();
// Reviewers have verified their email (the rules refuse others; see "throwaway accounts" below).
const VERIFIED = { email_verified: true };

// "live" has two reviews (4 + 5); "draft" is not approved. buyer owns both, lena made them.
const rulesEnv = registerRulesEnv();
// Later files (the seed test) count products: leave none behind.
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  const product = { title: "LCA", creators: ["lena"], price: 24.99, rating: { stars: 4.5, count: 2, total: 9 } };
  await seedDoc(rulesEnv(), "products/live", { ...product, state: "approved" });
  await seedDoc(rulesEnv(), "products/draft", { ...product, state: "pending" });
  await seedDoc(rulesEnv(), "products/live/reviews/old", { uid: "old", authorName: "Old B.", stars: 4, text: "Good", createdOn: new Date() });
  for (const [uid, productId] of [["buyer", "live"], ["buyer", "draft"], ["reviewed", "live"], ["lena", "live"], ["admin-uid", "live"]]) {
    await seedDoc(rulesEnv(), `userProductRelations/${uid}_${productId}`, { uid, productId, source: "purchase" });
  }
  await seedDoc(rulesEnv(), "products/live/reviews/reviewed", { uid: "reviewed", authorName: "Rita R.", stars: 5, text: "Great", createdOn: new Date() });
});

const review = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  authorName: "Maya F.",
  stars: 3,
  text: "Clear and useful.",
  createdOn: now(),
  ...overrides,
});

/** The review and the product's new rating in one commit, as lib/db/reviews.ts writes them. */
function writeReview(db: Db, uid: string, options: { productId?: string; review?: Record<string, unknown>; rating?: Record<string, unknown>; product?: Record<string, unknown> } = {}) {
  const productId = options.productId ?? "live";
  const batch = db.batch();
  batch.set(db.doc(`products/${productId}/reviews/${uid}`), options.review ?? review(uid));
  batch.update(db.doc(`products/${productId}`), { rating: options.rating ?? { stars: 12 / 3, count: 3, total: 12 }, ...options.product });
  return batch.commit();
}

describe("products/{id}/reviews reads", () => {
  it("anyone reads the reviews of an approved product, in bounded lists", async () => {
    const visitor = as(rulesEnv()).visitor();
    await assertSucceeds(visitor.doc("products/live/reviews/old").get());
    await assertSucceeds(visitor.collection("products/live/reviews").limit(50).get());
    await assertFails(visitor.collection("products/live/reviews").get());
  });

  it("reviews of a product that is not public are hidden like the product", async () => {
    await seedDoc(rulesEnv(), "products/draft/reviews/old", { uid: "old", stars: 4 });
    await assertFails(as(rulesEnv()).visitor().doc("products/draft/reviews/old").get());
    await assertFails(as(rulesEnv()).user("buyer", VERIFIED).doc("products/draft/reviews/old").get());
    await assertSucceeds(as(rulesEnv()).user("lena", VERIFIED).doc("products/draft/reviews/old").get());
  });
});

describe("reviews as a collection group (the account page's Your reviews)", () => {
  const group = (db: Db) => db.collectionGroup("reviews");

  it("a signed-in author lists their own reviews across courses, also of a course no longer public, 50 at a time", async () => {
    await seedDoc(rulesEnv(), "products/draft/reviews/reviewed", { uid: "reviewed", authorName: "Rita R.", stars: 2, text: "Older", createdOn: new Date() });
    const mine = await assertSucceeds(group(as(rulesEnv()).user("reviewed")).where("uid", "==", "reviewed").limit(50).get());
    expect(mine.docs.map((doc) => doc.ref.path).sort()).toEqual(["products/draft/reviews/reviewed", "products/live/reviews/reviewed"]);
  });

  it("nobody lists someone else's reviews, everyone's at once, more than 50, or signed out", async () => {
    const reader = as(rulesEnv()).user("buyer");
    await assertFails(group(reader).where("uid", "==", "reviewed").limit(50).get());
    await assertFails(group(reader).limit(50).get());
    await assertFails(group(reader).where("uid", "==", "buyer").limit(51).get());
    await assertFails(group(reader).where("uid", "==", "buyer").get());
    await assertFails(group(as(rulesEnv()).visitor()).where("uid", "==", "reviewed").limit(50).get());
    await assertFails(group(as(rulesEnv()).admin()).limit(50).get());
  });

  it("the group rule opens no single read or write of a review", async () => {
    await seedDoc(rulesEnv(), "products/draft/reviews/reviewed", { uid: "reviewed", authorName: "Rita R.", stars: 2, text: "Older", createdOn: new Date() });
    await assertFails(as(rulesEnv()).user("reviewed").doc("products/draft/reviews/reviewed").get());
    await assertFails(as(rulesEnv()).user("reviewed").doc("products/live/reviews/reviewed").delete());
  });
});

describe("products/{id}/reviews writes", () => {
  it("a buyer reviews once, together with a rating that counts the review exactly", async () => {
    await assertSucceeds(writeReview(as(rulesEnv()).user("buyer", VERIFIED), "buyer"));
    // Float averages are accepted as JavaScript computes them: (9 + 5) / 3.
    await seedDoc(rulesEnv(), "userProductRelations/second_live", { uid: "second", productId: "live" });
    await assertSucceeds(writeReview(as(rulesEnv()).user("second", VERIFIED), "second", { review: review("second", { stars: 5 }), rating: { stars: 17 / 4, count: 4, total: 17 } }));
  });

  it("a visitor cannot review", async () => {
    await assertFails(writeReview(as(rulesEnv()).visitor(), "buyer"));
  });

  it("a signed-in user who does not own the product cannot review it", async () => {
    await assertFails(writeReview(as(rulesEnv()).user("stranger", VERIFIED), "stranger"));
  });

  it("nobody reviews in someone else's name or under another doc id", async () => {
    await assertFails(writeReview(as(rulesEnv()).user("buyer", VERIFIED), "stranger", { review: review("stranger") }));
    await assertFails(writeReview(as(rulesEnv()).user("buyer", VERIFIED), "buyer", { review: review("stranger") }));
  });

  it("a second review by the same buyer is refused", async () => {
    await assertFails(writeReview(as(rulesEnv()).user("reviewed", VERIFIED), "reviewed", { rating: { stars: 12 / 3, count: 3, total: 12 } }));
  });

  it("a rating that does not add exactly this review is refused", async () => {
    const buyer = as(rulesEnv()).user("buyer", VERIFIED);
    await assertFails(writeReview(buyer, "buyer", { rating: { stars: 5, count: 3, total: 15 } }));
    await assertFails(writeReview(buyer, "buyer", { rating: { stars: 4, count: 4, total: 16 } }));
    await assertFails(writeReview(buyer, "buyer", { rating: { stars: 4.5, count: 3, total: 12 } }));
    await assertFails(writeReview(buyer, "buyer", { rating: { stars: 4, count: 3, total: 12, extra: 1 } }));
    await assertFails(writeReview(buyer, "buyer", { rating: { stars: 5, count: 1, total: 5 } }));
  });

  it("the review alone, or the rating alone, is refused", async () => {
    const buyer = as(rulesEnv()).user("buyer", VERIFIED);
    await assertFails(buyer.doc("products/live/reviews/buyer").set(review("buyer")));
    await assertFails(buyer.doc("products/live").update({ rating: { stars: 12 / 3, count: 3, total: 12 } }));
  });

  it("a review with extra, missing or invalid fields is refused", async () => {
    const buyer = as(rulesEnv()).user("buyer", VERIFIED);
    await assertFails(writeReview(buyer, "buyer", { review: review("buyer", { verified: true }) }));
    const withoutText: Record<string, unknown> = review("buyer");
    delete withoutText.text;
    await assertFails(writeReview(buyer, "buyer", { review: withoutText }));
    for (const stars of [0, 6, 3.5, "3"]) {
      await assertFails(writeReview(buyer, "buyer", { review: review("buyer", { stars }) }));
    }
    await assertFails(writeReview(buyer, "buyer", { review: review("buyer", { text: "" }) }));
    await assertFails(writeReview(buyer, "buyer", { review: review("buyer", { text: "   " }) }));
    await assertFails(writeReview(buyer, "buyer", { review: review("buyer", { text: "x".repeat(2001) }) }));
    await assertSucceeds(writeReview(buyer, "buyer", { review: review("buyer", { text: "x".repeat(2000) }) }));
  });

  it("the author name is at most 60 characters and the date is the server's", async () => {
    const buyer = as(rulesEnv()).user("buyer", VERIFIED);
    await assertFails(writeReview(buyer, "buyer", { review: review("buyer", { authorName: "M".repeat(61) }) }));
    await assertFails(writeReview(buyer, "buyer", { review: review("buyer", { authorName: "" }) }));
    await assertFails(writeReview(buyer, "buyer", { review: review("buyer", { createdOn: new Date("2020-01-01") }) }));
  });

  it("a review cannot change any other product field", async () => {
    const buyer = as(rulesEnv()).user("buyer", VERIFIED);
    await assertFails(writeReview(buyer, "buyer", { product: { price: 0 } }));
    await assertFails(writeReview(buyer, "buyer", { product: { creators: ["buyer"] } }));
    await assertFails(writeReview(buyer, "buyer", { product: { title: "Now free" } }));
  });

  it("a product that is not approved cannot be reviewed", async () => {
    await assertFails(writeReview(as(rulesEnv()).user("buyer", VERIFIED), "buyer", { productId: "draft" }));
  });

  it("a product's creator cannot review it, even with a relation", async () => {
    await assertFails(writeReview(as(rulesEnv()).user("lena", VERIFIED), "lena"));
  });

  it("an admin has no special right to review or to set a rating", async () => {
    const admin = as(rulesEnv()).user("admin-uid", { admin: true, ...VERIFIED });
    await assertSucceeds(writeReview(admin, "admin-uid"));
    await assertFails(as(rulesEnv()).admin("other-admin").doc("products/live").update({ rating: { stars: 5, count: 3, total: 15 } }));
    await assertFails(writeReview(as(rulesEnv()).admin("other-admin"), "other-admin"));
  });

  it("reviews are never edited or deleted from the browser", async () => {
    const reviewer = as(rulesEnv()).user("reviewed", VERIFIED);
    await assertFails(reviewer.doc("products/live/reviews/reviewed").update({ stars: 1 }));
    await assertFails(reviewer.doc("products/live/reviews/reviewed").delete());
    await assertFails(as(rulesEnv()).admin().doc("products/live/reviews/reviewed").delete());
  });
  // Authors change their reviews through the server (PATCH/DELETE /api/products/[id]/reviews/[reviewId],
  // docs/decisions/0168-review-changes-through-server.md), which keeps the rating exact.
  it("nobody edits or deletes a review from the browser, not even with the rating moved to match", async () => {
    // "reviewed" (5 stars) becomes 1 star: 9 → 5 over two reviews; deleted: 4 over one.
    const edited = { stars: 5 / 2, count: 2, total: 5 };
    const deleted = { stars: 4, count: 1, total: 4 };
    for (const db of [as(rulesEnv()).user("reviewed", VERIFIED), as(rulesEnv()).user("buyer", VERIFIED), as(rulesEnv()).admin()]) {
      await assertFails(changeWithRating(db, "reviewed", { stars: 1, text: "Changed" }, edited));
      await assertFails(changeWithRating(db, "reviewed", null, deleted));
    }
  });

  it("someone else's review cannot be replaced by writing a new one over it", async () => {
    await assertFails(writeReview(as(rulesEnv()).user("buyer", VERIFIED), "reviewed", { review: review("reviewed", { stars: 1 }), rating: { stars: 10 / 3, count: 3, total: 10 } }));
    await assertFails(as(rulesEnv()).user("buyer", VERIFIED).doc("products/live/reviews/reviewed").set(review("reviewed", { stars: 1 })));
  });
});

/** A review changed (or deleted: null) and the product's rating in one commit. */
function changeWithRating(db: Db, uid: string, change: Record<string, unknown> | null, rating: Record<string, unknown>) {
  const batch = db.batch();
  if (change) batch.update(db.doc(`products/live/reviews/${uid}`), change);
  else batch.delete(db.doc(`products/live/reviews/${uid}`));
  batch.update(db.doc("products/live"), { rating });
  return batch.commit();
}

describe("throwaway accounts cannot rate courses (issue 32)", () => {
  beforeEach(async () => {
    await seedDoc(rulesEnv(), "products/free", { title: "Free intro", creators: ["lena"], price: 0, free: true, state: "approved", rating: { stars: 4.5, count: 2, total: 9 } });
    await seedDoc(rulesEnv(), "products/free/lectures/lec_OPENED0000001", { title: "Welcome", sectionId: "s1", order: 0, duration: 5, type: "video", preview: false });
    for (const uid of ["fresh", "learner", "faker"]) await seedDoc(rulesEnv(), `userProductRelations/${uid}_free`, { uid, productId: "free", source: "free" });
  });

  it("an owner whose email is not verified cannot review, a bought course or a free one", async () => {
    await assertFails(writeReview(as(rulesEnv()).user("buyer"), "buyer"));
    await assertFails(writeReview(as(rulesEnv()).user("buyer", { email_verified: false }), "buyer"));
    await assertFails(writeReview(as(rulesEnv()).user("learner"), "learner", { productId: "free" }));
  });

  it("a free course is reviewed only after one of its lectures was opened", async () => {
    await assertFails(writeReview(as(rulesEnv()).user("fresh", VERIFIED), "fresh", { productId: "free" }));
    await seedDoc(rulesEnv(), "users/faker/progress/free", { lastLectureId: "lec_MADEUP000001", updatedAt: new Date() });
    await assertFails(writeReview(as(rulesEnv()).user("faker", VERIFIED), "faker", { productId: "free" }));
    await seedDoc(rulesEnv(), "users/learner/progress/free", { lastLectureId: "lec_OPENED0000001", updatedAt: new Date() });
    await assertSucceeds(writeReview(as(rulesEnv()).user("learner", VERIFIED), "learner", { productId: "free" }));
  });
});

