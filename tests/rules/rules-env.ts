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

type Db = ReturnType<ReturnType<RulesTestEnvironment["unauthenticatedContext"]>["firestore"]>;

/** The same database, noting in `paths` the path of every document a request names. */
export function noting(db: Db, paths: Set<string>): Db {
  return new Proxy(db, {
    get(target, key) {
      if (key === "doc") {
        return (docPath: string) => {
          paths.add(docPath);
          return target.doc(docPath);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The callers every rules test considers. With `touched`, the path of every document their
 * requests name is noted there, for files that undo only what a test wrote (`restoreDocs`).
 */
export const as = (env: RulesTestEnvironment, touched?: Set<string>) => {
  const db = (database: Db) => (touched ? noting(database, touched) : database);
  return {
    visitor: () => db(env.unauthenticatedContext().firestore()),
    user: (uid: string, claims: Record<string, unknown> = {}) => db(env.authenticatedContext(uid, claims).firestore()),
    admin: (uid = "admin-uid") => db(env.authenticatedContext(uid, { admin: true }).firestore()),
  };
};

/** Writes test data with the rules switched off, as the seed or the server would. */
export async function seedDoc(env: RulesTestEnvironment, docPath: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(docPath).set(data);
  });
}

/** Sets (or, for paths `docs` lacks, deletes) documents in one batch with the rules off. */
export async function restoreDocs(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>, paths: Iterable<string> = Object.keys(docs)) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = db.batch();
    for (const docPath of paths) {
      const data = docs[docPath];
      if (data) batch.set(db.doc(docPath), data);
      else batch.delete(db.doc(docPath));
    }
    await batch.commit();
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
