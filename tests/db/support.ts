import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteApp, initializeApp, type FirebaseApp, type FirebaseOptions } from "firebase/app";
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithEmailAndPassword } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";
import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage";
import { signOut } from "@/lib/auth/session";
import { signInWithEmail } from "@/lib/auth/sign-in";
import { HttpError } from "@/lib/http/error";
import { PROJECT_ID } from "../rules/rules-env";
import { freshAccounts } from "./auth-emulator";
import { splitTeamFields } from "./team-split";

/**
 * Shared helpers for tests that call route handlers and server modules against the emulators:
 * ID tokens from the Auth emulator, requests as a route handler receives them, and reads that
 * bypass the rules to check what the server wrote.
 */

/** A fresh ID token for an emulator account, as the browser's `getIdToken()` would send it. */
export async function idToken(email: string, password: string): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

type ApiRequestInit = { method?: string; token?: string | null; body?: unknown };

/** A request with the caller's Bearer token (none: a visitor) and a JSON body, if any. */
export function apiRequest(url: string, { method = "GET", token = null, body }: ApiRequestInit = {}): Request {
  return new Request(url, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every document of a collection, rules off, with its id under `idKey`. */
export async function readCollection(env: RulesTestEnvironment, path: string, idKey = "id"): Promise<Record<string, unknown>[]> {
  let docs: Record<string, unknown>[] = [];
  await env.withSecurityRulesDisabled(async (context) => {
    docs = (await context.firestore().collection(path).get()).docs.map((entry) => ({ [idKey]: entry.id, ...entry.data() }));
  });
  return docs;
}

/** One document, rules off, as stored (undefined when there is none). */
export async function readDocument(env: RulesTestEnvironment, path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

/** A product written as the app stores it (tests/db/team-split.ts). Rules off. */
export async function seedProduct(env: RulesTestEnvironment, id: string, data: Record<string, unknown>) {
  const { product, team } = splitTeamFields(data);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(`products/${id}`).set(product);
    if (team) await db.doc(`productTeams/${id}`).set(team);
  });
}

/** What a server function's HttpError said (status, message, field errors), or null when it did not throw. */
export function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? { status: error.status, message: error.message, fieldErrors: error.details.fieldErrors ?? {} } : error),
  );
}

/**
 * Browsers of their own: a separate Firebase app per person (signed in, or a visitor), so several
 * people use the web SDK at the same moment. `deleteAll()` in afterAll closes them.
 */
export function browserApps(label: string, options: FirebaseOptions = {}) {
  const apps: FirebaseApp[] = [];
  const emulator = (variable: string, port: string) => {
    const [host = "127.0.0.1", value = port] = (process.env[variable] ?? "").split(":");
    return [host, Number(value)] as const;
  };
  async function appOf(name: string, email?: string, password = "") {
    const app = initializeApp({ apiKey: "demo-api-key", projectId: PROJECT_ID, ...options }, `${label}-${name}-${Date.now()}`);
    apps.push(app);
    if (email) {
      const auth = initializeAuth(app, { persistence: inMemoryPersistence });
      connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
      await signInWithEmailAndPassword(auth, email, password);
    }
    return app;
  }
  return {
    /** The Lite SDK's Firestore, signed in as this account. */
    async firestoreOf(email: string, password: string): Promise<Firestore> {
      const db = getFirestore(await appOf(email, email, password));
      connectFirestoreEmulator(db, ...emulator("FIRESTORE_EMULATOR_HOST", "8080"));
      return db;
    },
    /** Storage as `name` sees it: signed in with `email`, or a visitor without. */
    async storageOf(name: string, email?: string, password?: string): Promise<FirebaseStorage> {
      const storage = getStorage(await appOf(name, email, password));
      connectStorageEmulator(storage, ...emulator("FIREBASE_STORAGE_EMULATOR_HOST", "9400"));
      return storage;
    },
    deleteAll: () => Promise.all(apps.splice(0).map((app) => deleteApp(app))),
  };
}

/**
 * A file that signs in through the app's own Firebase: before its tests, a fresh Auth emulator
 * with these accounts (their uids go to `created`, in order); before each test, as
 * emptyAndSignedOutBeforeEach.
 */
export function accountsAndEmptyBeforeEach(env: () => RulesTestEnvironment, emails: string[], password: string, created: (uids: string[]) => void) {
  beforeAll(async () => {
    created(await freshAccounts(emails, password));
  });
  emptyAndSignedOutBeforeEach(env);
}

/**
 * Before each test: an empty database, then `seed`, then `email` signed in through the app's own
 * Firebase; after each test, signed out.
 */
export function seededAndSignedInEachTest(env: () => RulesTestEnvironment, seed: () => Promise<unknown>, email: string, password: string) {
  beforeEach(async () => {
    await env().clearFirestore();
    await seed();
    await signInWithEmail(email, password);
  });
  afterEach(async () => {
    await signOut();
  });
}

/** Before each test of a file that signs in through the app's own Firebase: an empty database, nobody signed in. */
export function emptyAndSignedOutBeforeEach(env: () => RulesTestEnvironment) {
  beforeEach(async () => {
    await env().clearFirestore();
    await signOut().catch(() => undefined);
  });
}
