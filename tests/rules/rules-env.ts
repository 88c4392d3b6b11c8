import { readFileSync } from "node:fs";
import path from "node:path";
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment, type TokenOptions } from "@firebase/rules-unit-testing";
import { getApps, initializeApp } from "firebase/app";
import firebase from "firebase/compat/app";
import "firebase/compat/firestore";
import { setLogLevel } from "firebase/firestore";
import { setLogLevel as setLiteLogLevel } from "firebase/firestore/lite";
import { firebaseWebConfig } from "@/config/env";

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
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorAddress(), rules: readFileSync(path.resolve("firestore.rules"), "utf8") },
  });
  return reusingConnections(env);
}

/**
 * The same environment, but each caller's Firestore is made once per file. The library starts a
 * new Firebase app, and with it a new connection, for every context and every
 * withSecurityRulesDisabled call (50–80 ms each on 2 busy cores, 15 times a reused one's cost),
 * and the suite asks for thousands. Requests still carry the same caller's token, so the rules
 * judge them exactly as before.
 */
function reusingConnections(env: RulesTestEnvironment): RulesTestEnvironment {
  const contexts = new Map<string, RulesTestContext>();
  const once = (key: string, make: () => RulesTestContext) => {
    let context = contexts.get(key);
    if (!context) {
      const made = make();
      let db: ReturnType<RulesTestContext["firestore"]> | undefined;
      context = new Proxy(made, {
        get: (target, name) => (name === "firestore" ? (settings?: object) => (settings ? target.firestore(settings) : (db ??= target.firestore())) : Reflect.get(target, name, target)),
      });
      contexts.set(key, context);
    }
    return context;
  };
  // The emulators let the token "owner" past the rules: what withSecurityRulesDisabled sends.
  let owner: firebase.app.App | undefined;
  const ownerContext = () =>
    once("owner", () => {
      // lib/firebase/client.ts takes the default app once any app exists, so the app's own
      // default (the db files sign in through it) must come first, as it would have.
      if (!getApps().some((existing) => existing.name === "[DEFAULT]")) initializeApp(firebaseWebConfig());
      owner = firebase.initializeApp({ projectId: PROJECT_ID }, `rules-owner-${Date.now()}-${Math.random()}`);
      const db = owner.firestore();
      const { host, port } = emulatorAddress();
      db.useEmulator(host, port, { mockUserToken: "owner" });
      return { firestore: () => db } as unknown as RulesTestContext;
    });
  return new Proxy(env, {
    get(target, name) {
      switch (name) {
        case "authenticatedContext":
          return (uid: string, claims?: TokenOptions) => once(`user ${uid} ${JSON.stringify(claims ?? {})}`, () => target.authenticatedContext(uid, claims));
        case "unauthenticatedContext":
          return () => once("visitor", () => target.unauthenticatedContext());
        case "withSecurityRulesDisabled":
          return async (callback: (context: RulesTestContext) => Promise<void>) => callback(ownerContext());
        case "cleanup":
          return async () => {
            await owner?.delete();
            await target.cleanup();
          };
        default: {
          const value = Reflect.get(target, name, target);
          return typeof value === "function" ? value.bind(target) : value;
        }
      }
    },
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

/**
 * Sets up the environment before a file's tests and cleans up after; returns a getter. With
 * `seed`, every test starts on an empty emulator holding just the documents it returns.
 */
export function registerRulesEnv(seed?: () => Record<string, Record<string, unknown>>): () => RulesTestEnvironment {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await setupRulesEnv();
  });
  if (seed) {
    beforeEach(async () => {
      await env.clearFirestore();
      await restoreDocs(env, seed());
    });
  }
  afterAll(async () => {
    // Files share one emulator: leave it empty for the next (the seed tests count documents).
    await env.clearFirestore();
    await env.cleanup();
  });
  return () => env;
}
