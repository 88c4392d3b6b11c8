import { adminDb } from "@/lib/firebase/server";
import { backfill } from "@/scripts/backfill-product-title-terms";
import { registerRulesEnv } from "../rules/rules-env";

// Submitted products written before the admin's product picker get the title fields it searches.
const rulesEnv = registerRulesEnv();
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

it("gives submitted products written before the picker their title fields, and leaves drafts, working copies and newer ones", async () => {
  await rulesEnv().clearFirestore();
  await adminDb().doc("products/prod_old").set({ title: "Île Ecology", state: "approved" });
  await adminDb().doc("products/prod_oldDraft").set({ title: "Draft Ecology", state: "draft" });
  await adminDb().doc("products/prod_oldCopy").set({ title: "Île Ecology", state: "pending", revisionOf: "prod_old" });
  await adminDb().doc("products/prod_new").set({ title: "Kept Title", state: "pending", titleSort: "kept title", titleTerms: ["k"] });

  await expect(backfill(adminDb(), { log: () => undefined })).resolves.toBe(1);
  const read = async (id: string) => (await adminDb().doc(`products/${id}`).get()).data();
  expect(await read("prod_old")).toMatchObject({ titleSort: "ile ecology", titleTerms: expect.arrayContaining(["il", "ecol"]) });
  expect(await read("prod_oldDraft")).not.toHaveProperty("titleSort");
  expect(await read("prod_oldCopy")).not.toHaveProperty("titleSort");
  expect(await read("prod_new")).toMatchObject({ titleTerms: ["k"] });
  await expect(backfill(adminDb(), { log: () => undefined })).resolves.toBe(0);
});
