import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { recentTerms } from "@/lib/reviews/terms";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

// Issue 34 item 3: university email domains, the server-only verification on users/{uid}, its
// pending links, and the term and verified student's mark on a review with its group rating.
type Db = firebase.firestore.Firestore;
const VERIFIED = { email_verified: true };
const now = () => firebase.firestore.FieldValue.serverTimestamp();
const UNI = "uni_delft";
const verification = (universityId = UNI) => ({ universityId, domain: "student.tudelft.nl", verifiedAt: new Date() });

const rulesEnv = registerRulesEnv();
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), `descriptive/university/universities/${UNI}`, { name: "Delft University of Technology", emailDomains: ["tudelft.nl"] });
  // "live" belongs to Delft and has one verified review (4) of two (4 + 5).
  const product = { title: "Solar", creators: ["lena"], price: 20, state: "approved", university: UNI, rating: { stars: 4.5, count: 2, total: 9 }, verifiedRating: { stars: 4, count: 1, total: 4 } };
  await seedDoc(rulesEnv(), "products/live", product);
  await seedDoc(rulesEnv(), "products/other", { ...product, university: "uni_boku", verifiedRating: { stars: 0, count: 0, total: 0 } });
  for (const uid of ["student", "buyer"]) {
    for (const productId of ["live", "other"]) await seedDoc(rulesEnv(), `userProductRelations/${uid}_${productId}`, { uid, productId, source: "purchase" });
  }
  await seedDoc(rulesEnv(), "users/student", { uid: "student", email: "student@example.com", firstName: "Sam", lastName: "", customerId: "", connectId: "", cart: [], studentVerification: verification() });
  await seedDoc(rulesEnv(), "users/buyer", { uid: "buyer", email: "buyer@example.com", firstName: "Bo", lastName: "", customerId: "", connectId: "", cart: [] });
  await seedDoc(rulesEnv(), "universityEmailTokens/abc", { uid: "buyer", universityId: UNI, domain: "tudelft.nl", expiresAt: new Date(Date.now() + 3600_000), usedAt: null });
});

const review = (uid: string, extra: Record<string, unknown> = {}) => ({ uid, authorName: "Sam S.", stars: 3, text: "Helped with the exam.", createdOn: now(), ...extra });
const ADDED = { stars: 12 / 3, count: 3, total: 12 };
const VERIFIED_ADDED = { stars: 7 / 2, count: 2, total: 7 };

/** A review and its product's ratings in one commit, as lib/db/reviews.ts writes them. */
function writeReview(db: Db, uid: string, reviewFields: Record<string, unknown>, productFields: Record<string, unknown>, productId = "live") {
  const batch = db.batch();
  batch.set(db.doc(`products/${productId}/reviews/${uid}`), review(uid, reviewFields));
  batch.update(db.doc(`products/${productId}`), { rating: ADDED, ...productFields });
  return batch.commit();
}

describe("users/{uid}.studentVerification is the server's", () => {
  it("the owner cannot create a record with a verification, nor add, change or remove one", async () => {
    const newcomer = as(rulesEnv()).user("newcomer", { email: "newcomer@example.com" });
    await assertFails(newcomer.doc("users/newcomer").set({ uid: "newcomer", email: "newcomer@example.com", firstName: "", lastName: "", customerId: "", connectId: "", cart: [], studentVerification: verification() }));
    await assertFails(as(rulesEnv()).user("buyer", VERIFIED).doc("users/buyer").update({ studentVerification: verification() }));
    const student = as(rulesEnv()).user("student", VERIFIED);
    await assertFails(student.doc("users/student").update({ studentVerification: verification("uni_boku") }));
    await assertFails(student.doc("users/student").update({ studentVerification: firebase.firestore.FieldValue.delete() }));
    // The rest of the record stays the owner's to edit.
    await assertSucceeds(student.doc("users/student").update({ firstName: "Samira" }));
  });

  it("an admin cannot write one from the browser either", async () => {
    await assertFails(as(rulesEnv()).admin().doc("users/buyer").update({ studentVerification: verification() }));
  });
});

describe("universityEmailTokens/{hash}", () => {
  it("nobody reads or writes pending links from a browser, not the person who asked nor an admin", async () => {
    for (const db of [as(rulesEnv()).visitor(), as(rulesEnv()).user("buyer", VERIFIED), as(rulesEnv()).admin()]) {
      await assertFails(db.doc("universityEmailTokens/abc").get());
      await assertFails(db.doc("universityEmailTokens/abc").update({ usedAt: new Date() }));
      await assertFails(db.doc("universityEmailTokens/new").set({ uid: "buyer", universityId: UNI, domain: "tudelft.nl" }));
    }
  });
});

describe("a university's emailDomains", () => {
  it("are public, and no browser changes them, not even an admin's (the admin route does)", async () => {
    await assertSucceeds(as(rulesEnv()).visitor().doc(`descriptive/university/universities/${UNI}`).get());
    await assertFails(as(rulesEnv()).admin().doc(`descriptive/university/universities/${UNI}`).update({ emailDomains: ["gmail.com"] }));
    await assertFails(as(rulesEnv()).user("student", VERIFIED).doc(`descriptive/university/universities/${UNI}`).update({ emailDomains: ["example.com"] }));
  });
});

describe("a review's term", () => {
  it("may be one of the recent terms, or absent", async () => {
    const [current, , older] = recentTerms();
    await assertSucceeds(writeReview(as(rulesEnv()).user("buyer", VERIFIED), "buyer", { term: current }, {}));
    await seedDoc(rulesEnv(), "userProductRelations/third_live", { uid: "third", productId: "live" });
    await assertSucceeds(writeReview(as(rulesEnv()).user("third", VERIFIED), "third", { term: older }, { rating: { stars: 15 / 4, count: 4, total: 15 } }));
  });

  it("anything else is refused: free text, 500 characters, a wrong winter pair, a year long past or to come", async () => {
    const buyer = as(rulesEnv()).user("buyer", VERIFIED);
    const year = new Date().getUTCFullYear();
    for (const term of ["Fall 2026", "x".repeat(500), `Winter ${year - 1}/${(year + 1) % 100}`, `Summer ${year - 10}`, `Summer ${year + 3}`, `winter ${year - 1}/${year % 100}`, 2026, ""]) {
      await assertFails(writeReview(buyer, "buyer", { term }, {}));
    }
  });
});

describe("the verified student's mark", () => {
  it("a student verified for the product's university writes it, with the verified rating counting the review", async () => {
    await assertSucceeds(writeReview(as(rulesEnv()).user("student", VERIFIED), "student", { verifiedUniversity: UNI }, { verifiedRating: VERIFIED_ADDED }));
  });

  it("an unverified buyer cannot stamp it, whatever the ratings say", async () => {
    const buyer = as(rulesEnv()).user("buyer", VERIFIED);
    await assertFails(writeReview(buyer, "buyer", { verifiedUniversity: UNI }, { verifiedRating: VERIFIED_ADDED }));
    await assertFails(writeReview(buyer, "buyer", { verifiedUniversity: UNI }, {}));
    await assertFails(writeReview(buyer, "buyer", { verifiedUniversity: true }, { verifiedRating: VERIFIED_ADDED }));
  });

  it("a student cannot stamp another university than the product's, nor review a product of another university as verified", async () => {
    const student = as(rulesEnv()).user("student", VERIFIED);
    await assertFails(writeReview(student, "student", { verifiedUniversity: "uni_boku" }, { verifiedRating: VERIFIED_ADDED }));
    await assertFails(writeReview(student, "student", { verifiedUniversity: UNI }, { verifiedRating: { stars: 3, count: 1, total: 3 } }, "other"));
    await assertFails(writeReview(student, "student", { verifiedUniversity: "uni_boku" }, { verifiedRating: { stars: 3, count: 1, total: 3 } }, "other"));
  });

  it("the verified rating moves exactly with a marked review and never without one", async () => {
    const student = as(rulesEnv()).user("student", VERIFIED);
    await assertFails(writeReview(student, "student", { verifiedUniversity: UNI }, {}));
    await assertFails(writeReview(student, "student", { verifiedUniversity: UNI }, { verifiedRating: { stars: 4, count: 2, total: 8 } }));
    await assertFails(writeReview(student, "student", {}, { verifiedRating: VERIFIED_ADDED }));
    await assertFails(writeReview(as(rulesEnv()).user("buyer", VERIFIED), "buyer", {}, { verifiedRating: { stars: 5, count: 1, total: 5 } }));
    // Unmarked, it is left as it was: the verified student's choice to review without the mark.
    await assertSucceeds(writeReview(student, "student", {}, {}));
  });

  it("nobody sets the verified rating on its own", async () => {
    await assertFails(as(rulesEnv()).user("student", VERIFIED).doc("products/live").update({ verifiedRating: VERIFIED_ADDED }));
    await assertFails(as(rulesEnv()).user("lena", VERIFIED).doc("products/live").update({ verifiedRating: { stars: 5, count: 9, total: 45 } }));
  });
});
