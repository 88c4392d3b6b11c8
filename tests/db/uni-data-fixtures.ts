import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { adminAuth } from "@/lib/firebase/server";
import { seedDoc } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { idToken, readCollection } from "./support";

// What the admin's university-data tests (tests/db/uni-data*.test.ts) start from.
export const base = "descriptive/university/universities";
export const uni = `${base}/uni_boku`;
export const actor = { uid: "admin-uid", email: "admin@example.com" };

/** admin@example.com (with the admin claim) and user@example.com, fresh: their ID tokens. */
async function adminAndUserTokens(password: string) {
  await clearAuth();
  const adminUid = await createAccount("admin@example.com", password);
  await createAccount("user@example.com", password);
  await adminAuth().setCustomUserClaims(adminUid, { admin: true });
  return { admin: await idToken("admin@example.com", password), user: await idToken("user@example.com", password) };
}

/** BOKU with its master's and bachelor's degrees and the LCA course of the master's. */
async function seedBoku(env: RulesTestEnvironment) {
  await seedDoc(env, uni, { name: "BOKU University, Vienna", shortName: "BOKU", country: "Austria", city: "Vienna", website: "https://boku.ac.at" });
  await seedDoc(env, `${uni}/degrees/deg_msc`, { id: "deg_msc", name: "MSc Environmental Sciences", level: "master" });
  await seedDoc(env, `${uni}/degrees/deg_bsc`, { id: "deg_bsc", name: "BSc Environment", level: "bachelor" });
  await seedDoc(env, `${uni}/courses/course_lca`, { id: "course_lca", name: "Life Cycle Assessment", code: "LCA-501", degreeIds: ["deg_msc"] });
}

/**
 * The hooks every uni-data test file starts with: admin and user tokens once, an empty database
 * with BOKU before each test, none left behind for later files. `read` lists a collection with
 * each document's id under `docId` (the stored records have their own `id` field).
 */
export function uniDataSetup(env: () => RulesTestEnvironment, password: string) {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(tokens, await adminAndUserTokens(password));
  });
  beforeEach(async () => {
    await env().clearFirestore();
    await seedBoku(env());
  });
  afterAll(async () => {
    await env().clearFirestore();
  });
  return { tokens, read: (path: string) => readCollection(env(), path, "docId") };
}
