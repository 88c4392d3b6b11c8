import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
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

  it("an admin reads any relation", async () => {
    await assertSucceeds(as(rulesEnv()).admin().doc("userProductRelations/bob_prod_1").get());
  });
});
