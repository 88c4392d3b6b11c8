import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

const product = (state: string, creators: string[]) => ({ title: `A ${state} course`, state, creators, price: 9.99 });

const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "products/live", product("approved", ["lena"]));
  await seedDoc(rulesEnv(), "products/draft", product("pending", ["lena", "jonas"]));
  await seedDoc(rulesEnv(), "products/refused", product("rejected", ["jonas"]));
});

describe("products/{id} reads", () => {
  it("a visitor reads approved products, in bounded lists, and nothing else", async () => {
    const visitor = as(rulesEnv()).visitor();
    await assertSucceeds(visitor.doc("products/live").get());
    await assertFails(visitor.doc("products/draft").get());
    await assertSucceeds(visitor.collection("products").where("state", "==", "approved").limit(50).get());
    await assertFails(visitor.collection("products").where("state", "==", "approved").get());
    await assertFails(visitor.collection("products").limit(10).get());
  });

  it("a creator and a co-creator read their own drafts; another creator does not", async () => {
    await assertSucceeds(as(rulesEnv()).user("lena").doc("products/draft").get());
    await assertSucceeds(as(rulesEnv()).user("jonas").doc("products/draft").get());
    await assertFails(as(rulesEnv()).user("lena").doc("products/refused").get());
    await assertFails(as(rulesEnv()).user("mallory").doc("products/draft").get());
  });

  it("a creator lists the products they are listed in, which is how the app knows they are a creator", async () => {
    const mine = await assertSucceeds(as(rulesEnv()).user("jonas").collection("products").where("creators", "array-contains", "jonas").limit(1).get());
    expect(mine.size).toBe(1);
    await assertFails(as(rulesEnv()).user("mallory").collection("products").where("creators", "array-contains", "jonas").limit(1).get());
  });

  it("an admin reads every product", async () => {
    await assertSucceeds(as(rulesEnv()).admin().doc("products/refused").get());
    await assertSucceeds(as(rulesEnv()).admin().collection("products").limit(50).get());
  });

  it("nobody changes a live product's price or creates an approved one from the browser", async () => {
    await assertFails(as(rulesEnv()).user("lena").doc("products/live").update({ price: 0 }));
    await assertFails(as(rulesEnv()).user("lena").doc("products/new").set(product("approved", ["lena"])));
    await assertFails(as(rulesEnv()).admin().doc("products/draft").update({ state: "approved" }));
  });
});

// Issue #7: approvals go through POST /api/admin/approvals/[id] (firebase-admin, audited), so no
// browser may change a product's state or its rejection reason, whoever signs in.
describe("products/{id} state changes", () => {
  it("an admin cannot approve or reject from the browser", async () => {
    const admin = as(rulesEnv()).admin();
    await assertFails(admin.doc("products/draft").update({ state: "approved" }));
    await assertFails(admin.doc("products/draft").update({ state: "rejected", rejectionReason: "Not good enough yet." }));
    await assertFails(admin.doc("products/refused").update({ rejectionReason: "" }));
  });

  it("a creator cannot approve their own product, nor a co-creator", async () => {
    await assertFails(as(rulesEnv()).user("lena").doc("products/draft").update({ state: "approved" }));
    await assertFails(as(rulesEnv()).user("jonas").doc("products/refused").update({ state: "pending" }));
  });

  it("a signed-in stranger and a visitor cannot change any state", async () => {
    await assertFails(as(rulesEnv()).user("mallory").doc("products/draft").update({ state: "approved" }));
    await assertFails(as(rulesEnv()).user("mallory").doc("products/live").update({ state: "rejected" }));
    await assertFails(as(rulesEnv()).visitor().doc("products/draft").update({ state: "approved" }));
  });
});
