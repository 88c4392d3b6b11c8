import { adminDb } from "@/lib/firebase/server";
import { migrateTeamData } from "@/scripts/migrate-team-data";
import { registerRulesEnv } from "../rules/rules-env";

// Issue 32: products written before the team moved to productTeams keep their split and their
// invitations through the deploy, and lose them from the public document afterwards.
const rulesEnv = registerRulesEnv();
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

const quiet = { log: () => undefined };
const product = async (id: string) => (await adminDb().doc(`products/${id}`).get()).data();
const team = async (id: string) => (await adminDb().doc(`productTeams/${id}`).get()).data();
const legacy = { payout: [70, 20], invitations: ["mia@old.test"], invitationShares: [10] };

it("copies before the deploy, strips after it without overwriting what the new code wrote, and runs again harmlessly", async () => {
  await rulesEnv().clearFirestore();
  await adminDb().doc("products/prod_old").set({ title: "Old", state: "approved", creators: ["lena", "jonas"], ...legacy });
  await adminDb().doc("products/prod_copy").set({ title: "Old", state: "draft", creators: ["lena", "jonas"], revisionOf: "prod_old", ...legacy });
  await adminDb().doc("products/prod_late").set({ title: "Late", state: "draft", creators: ["tom"], payout: [100], invitations: [], invitationShares: [] });
  await adminDb().doc("products/prod_new").set({ title: "New", state: "approved", creators: ["ada"] });

  // Before the deploy: live products get their team; nothing is removed yet, the old code still reads it.
  await expect(migrateTeamData(adminDb(), { phase: "copy", ...quiet })).resolves.toBe(2);
  expect(await team("prod_old")).toEqual(legacy);
  expect(await team("prod_copy")).toBeUndefined();
  expect(await product("prod_old")).toMatchObject(legacy);

  // After the deploy the app writes only the team document; prod_late was never copied.
  await adminDb().doc("productTeams/prod_old").set({ payout: [60, 40], invitations: [], invitationShares: [] });
  await adminDb().doc("productTeams/prod_late").delete();
  await expect(migrateTeamData(adminDb(), { phase: "strip", ...quiet })).resolves.toBe(3);
  expect(await team("prod_old")).toEqual({ payout: [60, 40], invitations: [], invitationShares: [] });
  expect(await team("prod_late")).toEqual({ payout: [100], invitations: [], invitationShares: [] });
  expect(await team("prod_new")).toBeUndefined();
  for (const id of ["prod_old", "prod_copy", "prod_late", "prod_new"]) {
    const data = await product(id);
    expect(Object.keys(data ?? {}).filter((key) => ["payout", "invitations", "invitationShares"].includes(key)), id).toEqual([]);
  }
  await expect(migrateTeamData(adminDb(), { phase: "strip", ...quiet })).resolves.toBe(0);
  await expect(migrateTeamData(adminDb(), { phase: "copy", ...quiet })).resolves.toBe(0);
});
