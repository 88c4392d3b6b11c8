import { Timestamp } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import { backfill } from "@/scripts/backfill-relation-listing";
import { registerRulesEnv } from "../rules/rules-env";

// Relations written before issue 30 get the library's listing fields; newer ones are left alone.
const rulesEnv = registerRulesEnv();
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

it("gives old relations title, sort key, search terms and lastOpened = createdOn, and skips the rest", async () => {
  await rulesEnv().clearFirestore();
  const bought = Timestamp.fromDate(new Date("2024-05-01T10:00:00Z"));
  await adminDb().doc("products/prod_a").set({ title: "Île Ecology" });
  await adminDb().doc("userProductRelations/u1_prod_a").set({ uid: "u1", productId: "prod_a", source: "purchase", orderId: "o", createdOn: bought });
  await adminDb().doc("userProductRelations/u1_prod_gone").set({ uid: "u1", productId: "prod_gone", source: "free", orderId: null, createdOn: bought });
  await adminDb().doc("userProductRelations/u2_prod_a").set({ uid: "u2", productId: "prod_a", title: "Kept", titleSort: "kept", titleTerms: ["k"], createdOn: bought, lastOpened: bought });

  await expect(backfill(adminDb(), { log: () => undefined })).resolves.toBe(2);
  const read = async (id: string) => (await adminDb().doc(`userProductRelations/${id}`).get()).data();
  expect(await read("u1_prod_a")).toMatchObject({ title: "Île Ecology", titleSort: "ile ecology", titleTerms: expect.arrayContaining(["il", "ecol"]), lastOpened: bought });
  expect(await read("u1_prod_gone")).toMatchObject({ title: "prod_gone", lastOpened: bought });
  expect(await read("u2_prod_a")).toMatchObject({ title: "Kept", titleTerms: ["k"] });
  await expect(backfill(adminDb(), { log: () => undefined })).resolves.toBe(0);
});
