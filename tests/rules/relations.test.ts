import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

const relation = (uid: string, productId: string) => ({ uid, productId, source: "purchase", orderId: "order_1", createdOn: new Date() });

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "userProductRelations/alice_prod_1", relation("alice", "prod_1"));
  await seedDoc(rulesEnv(), "userProductRelations/bob_prod_1", relation("bob", "prod_1"));
});

describe("userProductRelations/{uid}_{productId}", () => {
  it("a visitor reads and lists nothing", async () => {
    await assertFails(as(rulesEnv()).visitor().doc("userProductRelations/alice_prod_1").get());
    await assertFails(as(rulesEnv()).visitor().collection("userProductRelations").where("uid", "==", "alice").limit(10).get());
  });

  it("the owner reads their relation, and a missing one of theirs reads as not found", async () => {
    const alice = as(rulesEnv()).user("alice");
    await assertSucceeds(alice.doc("userProductRelations/alice_prod_1").get());
    const missing = await assertSucceeds(alice.doc("userProductRelations/alice_prod_2").get());
    expect(missing.exists).toBe(false);
  });

  it("nobody reads another user's relation, existing or not, even with a uid that is a prefix", async () => {
    const alice = as(rulesEnv()).user("alice");
    await assertFails(alice.doc("userProductRelations/bob_prod_1").get());
    await assertFails(alice.doc("userProductRelations/bob_prod_2").get());
    await assertFails(as(rulesEnv()).user("a").doc("userProductRelations/alice_prod_9").get());
    await assertFails(as(rulesEnv()).user(".*").doc("userProductRelations/alice_prod_9").get());
  });

  it("the owner lists only their own, bounded", async () => {
    const alice = as(rulesEnv()).user("alice");
    const mine = await assertSucceeds(alice.collection("userProductRelations").where("uid", "==", "alice").limit(50).get());
    expect(mine.size).toBe(1);
    await assertFails(alice.collection("userProductRelations").where("uid", "==", "alice").get());
    await assertFails(alice.collection("userProductRelations").where("uid", "==", "bob").limit(50).get());
    await assertFails(alice.collection("userProductRelations").limit(50).get());
  });

  it("nobody writes a relation from the browser, admins included: the server grants them", async () => {
    await assertFails(as(rulesEnv()).user("alice").doc("userProductRelations/alice_prod_3").set(relation("alice", "prod_3")));
    await assertFails(as(rulesEnv()).user("alice").doc("userProductRelations/alice_prod_1").update({ source: "grant" }));
    await assertFails(as(rulesEnv()).user("alice").doc("userProductRelations/alice_prod_1").delete());
    await assertFails(as(rulesEnv()).admin().doc("userProductRelations/alice_prod_3").set(relation("alice", "prod_3")));
  });

  it("the owner sets lastOpened to the request's time, and nothing else, on their own relation only", async () => {
    const alice = as(rulesEnv()).user("alice");
    const now = firebase.firestore.FieldValue.serverTimestamp();
    await assertSucceeds(alice.doc("userProductRelations/alice_prod_1").update({ lastOpened: now }));
    await assertSucceeds(alice.doc("userProductRelations/alice_prod_1").update({ lastOpened: now }));
    await assertFails(alice.doc("userProductRelations/alice_prod_1").update({ lastOpened: new Date("2030-01-01") }));
    await assertFails(alice.doc("userProductRelations/alice_prod_1").update({ lastOpened: now, title: "Renamed" }));
    await assertFails(alice.doc("userProductRelations/alice_prod_1").update({ lastOpened: now, source: "grant" }));
    await assertFails(alice.doc("userProductRelations/bob_prod_1").update({ lastOpened: now }));
    await assertFails(alice.doc("userProductRelations/alice_prod_2").set({ lastOpened: now }, { merge: true }));
    await assertFails(as(rulesEnv()).visitor().doc("userProductRelations/alice_prod_1").update({ lastOpened: now }));
    await assertFails(as(rulesEnv()).admin().doc("userProductRelations/alice_prod_1").update({ lastOpened: now }));
  });

  it("the owner lists a page of their own in each library order, after a cursor", async () => {
    const alice = as(rulesEnv()).user("alice");
    const page = alice.collection("userProductRelations").where("uid", "==", "alice");
    await assertSucceeds(page.orderBy("lastOpened", "desc").orderBy(firebase.firestore.FieldPath.documentId(), "desc").startAfter(new Date(), "alice_prod_9").limit(25).get());
    await assertSucceeds(page.where("titleTerms", "array-contains", "soil").orderBy("titleSort").orderBy(firebase.firestore.FieldPath.documentId()).limit(25).get());
    await assertFails(alice.collection("userProductRelations").where("titleTerms", "array-contains", "soil").orderBy("titleSort").limit(25).get());
  });

  it("an admin reads any relation", async () => {
    await assertSucceeds(as(rulesEnv()).admin().doc("userProductRelations/bob_prod_1").get());
  });
});
