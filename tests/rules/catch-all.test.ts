import { assertFails } from "@firebase/rules-unit-testing";
import { as, seedDoc, registerRulesEnv } from "./rules-env";


const rulesEnv = registerRulesEnv();
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedDoc(rulesEnv(), "unlisted/doc-1", { secret: "not for anyone" });
});

describe("a collection no rule grants", () => {
  const callers = {
    visitor: () => as(rulesEnv()).visitor(),
    "signed-in user": () => as(rulesEnv()).user("alice"),
    admin: () => as(rulesEnv()).admin(),
  };

  for (const [who, db] of Object.entries(callers)) {
    describe(who, () => {
      it("cannot get a document, even one that exists", async () => {
        await assertFails(db().doc("unlisted/doc-1").get());
      });
      it("cannot list it", async () => {
        await assertFails(db().collection("unlisted").get());
      });
      it("cannot create, update or delete", async () => {
        await assertFails(db().doc("unlisted/doc-2").set({ a: 1 }));
        await assertFails(db().doc("unlisted/doc-1").update({ secret: "changed" }));
        await assertFails(db().doc("unlisted/doc-1").delete());
      });
      it("cannot reach a nested subcollection", async () => {
        await assertFails(db().doc("unlisted/doc-1/deeper/x").set({ a: 1 }));
        await assertFails(db().collectionGroup("deeper").get());
      });
    });
  }
});
