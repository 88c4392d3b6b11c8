import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

const now = () => firebase.firestore.FieldValue.serverTimestamp();
const content = { kind: "video", path: "demo/lecture-demo.webm" };

// "live" is approved and "draft" pending; lena made both, jonas co-created "live". buyer owns
// "live", and "draft" too (bought before it was withdrawn for review).
const rulesEnv = registerRulesEnv();
// Files share one emulator: leave nothing behind for the next (the seed test counts products).
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "products/live", { title: "LCA", state: "approved", creators: ["lena", "jonas"] });
  await seedDoc(rulesEnv(), "products/draft", { title: "Floods", state: "pending", creators: ["lena"] });
  for (const productId of ["live", "draft"]) {
    await seedDoc(rulesEnv(), `products/${productId}/lectures/l1`, { title: "Intro", sectionId: "s1", order: 1, type: "video" });
    await seedDoc(rulesEnv(), `products/${productId}/lectures/l1/private/content`, content);
    await seedDoc(rulesEnv(), `userProductRelations/buyer_${productId}`, { uid: "buyer", productId, source: "purchase" });
  }
});

const privateContent = (productId = "live") => `products/${productId}/lectures/l1/private/content`;

describe("a lecture's private content", () => {
  it("is hidden from visitors and from signed-in users who do not own the product", async () => {
    await assertFails(as(rulesEnv()).visitor().doc(privateContent()).get());
    await assertFails(as(rulesEnv()).user("stranger").doc(privateContent()).get());
  });

  it("is readable by a buyer, the creator, a co-creator and an admin", async () => {
    await assertSucceeds(as(rulesEnv()).user("buyer").doc(privateContent()).get());
    await assertSucceeds(as(rulesEnv()).user("lena").doc(privateContent()).get());
    await assertSucceeds(as(rulesEnv()).user("jonas").doc(privateContent()).get());
    await assertSucceeds(as(rulesEnv()).admin().doc(privateContent()).get());
  });

  it("stays hidden from a co-creator of another product", async () => {
    await assertFails(as(rulesEnv()).user("jonas").doc(privateContent("draft")).get());
  });

  it("cannot be listed, and no other private document is reachable", async () => {
    await assertFails(as(rulesEnv()).user("buyer").collection("products/live/lectures/l1/private").limit(1).get());
    await seedDoc(rulesEnv(), "products/live/lectures/l1/private/notes", { secret: true });
    await assertFails(as(rulesEnv()).user("buyer").doc("products/live/lectures/l1/private/notes").get());
  });

  it("is written by nobody from the browser, not even its creator or an admin", async () => {
    await assertFails(as(rulesEnv()).user("lena").doc(privateContent()).set({ kind: "video", path: "../../etc/passwd" }));
    await assertFails(as(rulesEnv()).admin().doc(privateContent()).set(content));
    await assertFails(as(rulesEnv()).user("buyer").doc(privateContent()).delete());
  });
});

describe("the outline and the product a learner owns", () => {
  it("shows a visitor the outline of an approved product but not of a pending one", async () => {
    const visitor = as(rulesEnv()).visitor();
    await assertSucceeds(visitor.doc("products/live/lectures/l1").get());
    await assertSucceeds(visitor.collection("products/live/lectures").orderBy("order").get());
    await assertFails(visitor.doc("products/draft/lectures/l1").get());
    await assertFails(visitor.collection("products/draft/lectures").get());
  });

  it("lets a buyer keep the product and outline of a course that left the catalogue", async () => {
    const buyer = as(rulesEnv()).user("buyer");
    await assertSucceeds(buyer.doc("products/draft").get());
    await assertSucceeds(buyer.collection("products/draft/lectures").orderBy("order").get());
    await assertFails(as(rulesEnv()).user("stranger").doc("products/draft").get());
    await assertFails(as(rulesEnv()).user("stranger").collection("products/draft/lectures").get());
  });

  it("answers the library's query for approved products by id in one request", async () => {
    const ids = firebase.firestore.FieldPath.documentId();
    const query = (db: firebase.firestore.Firestore) => db.collection("products").where(ids, "in", ["live", "draft"]);
    const approved = await assertSucceeds(query(as(rulesEnv()).user("buyer")).where("state", "==", "approved").limit(30).get());
    expect(approved.docs.map((doc) => doc.id)).toEqual(["live"]);
    // Ids of products the caller may not read make the query fail rather than shrink.
    await assertFails(query(as(rulesEnv()).user("stranger")).limit(30).get());
  });
});

const progress = (overrides: Record<string, unknown> = {}) => ({
  completed: ["l1"],
  positions: { l1: 42.5 },
  lastLectureId: "l1",
  updatedAt: now(),
  ...overrides,
});

describe("users/{uid}/progress/{productId}", () => {
  const path = "users/buyer/progress/live";

  it("lets the owner write and read their progress, also in partial merges", async () => {
    const buyer = as(rulesEnv()).user("buyer");
    await assertSucceeds(buyer.doc(path).set(progress()));
    await assertSucceeds(buyer.doc(path).set({ positions: { l2: 10 }, lastLectureId: "l2", updatedAt: now() }, { merge: true }));
    const saved = await assertSucceeds(buyer.doc(path).get());
    expect(saved.data()).toMatchObject({ completed: ["l1"], positions: { l1: 42.5, l2: 10 }, lastLectureId: "l2" });
    await assertSucceeds(buyer.collection("users/buyer/progress").limit(50).get());
  });

  it("refuses other keys, wrong types, a client clock and an oversized list", async () => {
    const buyer = as(rulesEnv()).user("buyer");
    await assertFails(buyer.doc(path).set(progress({ certificate: true })));
    await assertFails(buyer.doc(path).set(progress({ completed: "l1" })));
    await assertFails(buyer.doc(path).set(progress({ positions: [42] })));
    await assertFails(buyer.doc(path).set(progress({ lastLectureId: 7 })));
    await assertFails(buyer.doc(path).set(progress({ updatedAt: new Date() })));
    await assertFails(buyer.doc(path).set({ completed: ["l1"] }));
    await assertFails(buyer.doc(path).set(progress({ completed: Array.from({ length: 501 }, (_, index) => `l${index}`) })));
  });

  it("is closed to everyone else, admins included", async () => {
    await seedDoc(rulesEnv(), path, { completed: [], positions: {}, lastLectureId: "l1", updatedAt: new Date() });
    for (const db of [as(rulesEnv()).visitor(), as(rulesEnv()).user("stranger"), as(rulesEnv()).admin()]) {
      await assertFails(db.doc(path).get());
      await assertFails(db.doc(path).set(progress()));
      await assertFails(db.collection("users/buyer/progress").limit(50).get());
    }
    await assertFails(as(rulesEnv()).user("buyer").collection("users/buyer/progress").get());
    await assertFails(as(rulesEnv()).user("buyer").doc(path).delete());
  });
});
