import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { as, registerRulesEnv, seedDoc } from "./rules-env";

const rulesEnv = registerRulesEnv();
// Later files (the seed test) count products: leave none behind.
afterAll(async () => {
  await rulesEnv().clearFirestore();
});
const question = { uid: "maya", authorName: "Maya F.", text: "Is openLCA used?", createdOn: new Date(), answerCount: 1 };
const answer = { uid: "lena", authorName: "Lena H.", text: "Yes.", createdOn: new Date(), byCreator: true };

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  for (const [id, state] of [["live", "approved"], ["draft", "pending"]]) {
    await seedDoc(rulesEnv(), `products/${id}`, { title: id, state, creators: ["lena"] });
    await seedDoc(rulesEnv(), `products/${id}/questions/q1`, question);
    await seedDoc(rulesEnv(), `products/${id}/questions/q1/answers/a1`, answer);
  }
  await seedDoc(rulesEnv(), "userProductRelations/buyer_live", { uid: "buyer", productId: "live" });
});

describe("products/{id}/questions and answers", () => {
  it("anyone reads the questions and answers of an approved product, in bounded lists", async () => {
    const visitor = as(rulesEnv()).visitor();
    await assertSucceeds(visitor.doc("products/live/questions/q1").get());
    await assertSucceeds(visitor.collection("products/live/questions").orderBy("createdOn", "desc").limit(50).get());
    await assertSucceeds(visitor.collection("products/live/questions/q1/answers").limit(50).get());
    await assertFails(visitor.collection("products/live/questions").get());
  });

  it("Q&A of a product that is not public is hidden like the product, except from its creators", async () => {
    await assertFails(as(rulesEnv()).visitor().doc("products/draft/questions/q1").get());
    await assertFails(as(rulesEnv()).user("buyer").doc("products/draft/questions/q1/answers/a1").get());
    await assertSucceeds(as(rulesEnv()).user("lena").doc("products/draft/questions/q1/answers/a1").get());
    await assertSucceeds(as(rulesEnv()).admin().doc("products/draft/questions/q1").get());
  });

  it("nobody writes questions or answers from the browser: only the server does", async () => {
    for (const db of [as(rulesEnv()).user("buyer"), as(rulesEnv()).user("lena"), as(rulesEnv()).admin()]) {
      await assertFails(db.doc("products/live/questions/q2").set(question));
      await assertFails(db.doc("products/live/questions/q1").update({ text: "Edited" }));
      await assertFails(db.doc("products/live/questions/q1").delete());
      await assertFails(db.doc("products/live/questions/q1/answers/a2").set(answer));
      await assertFails(db.doc("products/live/questions/q1/answers/a1").delete());
    }
  });
});
