import { readFileSync } from "node:fs";
import path from "node:path";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { setLogLevel } from "firebase/firestore";
import { setLogLevel as setLiteLogLevel } from "firebase/firestore/lite";

// Denied requests are the point of most rules tests; the SDKs would log each one as an error.
setLogLevel("silent");
setLiteLogLevel("silent");

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-verdant-campus";

function emulatorAddress() {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) throw new Error("FIRESTORE_EMULATOR_HOST is not set: run these tests with `npm run test:rules`.");
  const [host = "127.0.0.1", port = "8080"] = value.split(":");
  return { host, port: Number(port) };
}

/** A test environment with the real firestore.rules, on the emulator `npm run test:rules` started. */
export async function setupRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorAddress(), rules: readFileSync(path.resolve("firestore.rules"), "utf8") },
  });
}

/** The callers every rules test considers. */
export const as = (env: RulesTestEnvironment) => ({
  visitor: () => env.unauthenticatedContext().firestore(),
  user: (uid: string, claims: Record<string, unknown> = {}) => env.authenticatedContext(uid, claims).firestore(),
  admin: (uid = "admin-uid") => env.authenticatedContext(uid, { admin: true }).firestore(),
});

/** Writes test data with the rules switched off, as the seed or the server would. */
export async function seedDoc(env: RulesTestEnvironment, docPath: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(docPath).set(data);
  });
}

/** Sets up the environment before a file's tests and cleans up after; returns a getter. */
export function registerRulesEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await setupRulesEnv();
  });
  afterAll(async () => {
    // Files share one emulator: leave it empty for the next (the seed tests count documents).
    await env.clearFirestore();
    await env.cleanup();
  });
  return () => env;
}
