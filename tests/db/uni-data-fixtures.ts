import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { adminAuth } from "@/lib/firebase/server";
import { seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { idToken } from "./support";

// What the admin's university-data tests (tests/db/uni-data*.test.ts) start from.
export const base = "descriptive/university/universities";
export const uni = `${base}/uni_boku`;
export const actor = { uid: "admin-uid", email: "admin@example.com" };

/** admin@example.com (with the admin claim) and user@example.com, fresh: their ID tokens. */
export async function adminAndUserTokens(password: string) {
  await clearAuth();
  const adminUid = await createAccount("admin@example.com", password);
  await createAccount("user@example.com", password);
  await adminAuth().setCustomUserClaims(adminUid, { admin: true });
  return { admin: await idToken("admin@example.com", password), user: await idToken("user@example.com", password) };
}

/** BOKU with its master's and bachelor's degrees and the LCA course of the master's. */
export async function seedBoku(env: RulesTestEnvironment) {
  await seedDoc(env, uni, { name: "BOKU University, Vienna", shortName: "BOKU", country: "Austria", city: "Vienna", website: "https://boku.ac.at" });
  await seedDoc(env, `${uni}/degrees/deg_msc`, { id: "deg_msc", name: "MSc Environmental Sciences", level: "master" });
  await seedDoc(env, `${uni}/degrees/deg_bsc`, { id: "deg_bsc", name: "BSc Environment", level: "bachelor" });
  await seedDoc(env, `${uni}/courses/course_lca`, { id: "course_lca", name: "Life Cycle Assessment", code: "LCA-501", degreeIds: ["deg_msc"] });
}
