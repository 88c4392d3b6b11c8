import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import type { Page } from "@playwright/test";

// The suite runs under scripts/with-emulators.mjs, which sets these for the test emulators.
const project = () => process.env.GCLOUD_PROJECT ?? "demo-verdant-campus";
const authHost = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

function admin() {
  const app = getApps()[0] ?? initializeApp({ projectId: project() });
  return { auth: getAuth(app), db: getFirestore(app) };
}

/** Firestore with the Admin SDK, past the rules: to seed what a test needs and read what the app wrote. */
export const adminDb = () => admin().db;

/** The seeded product with this title (scripts/seed-data). */
export async function seededProductDoc(title: string) {
  const snapshot = await adminDb().collection("products").where("title", "==", title).limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error(`No seeded product "${title}": run the suite with --seed.`);
  return doc;
}

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@verdant.test`;

/** An email/password account, optionally verified, optionally with its users/{uid} record. */
export async function createAccount(options: { email: string; password: string; verified?: boolean; record?: { firstName: string; lastName: string } }) {
  const user = await admin().auth.createUser({ email: options.email, password: options.password, emailVerified: options.verified ?? false });
  if (options.record) await writeUserRecord(user.uid, { email: options.email, ...options.record });
  return user.uid;
}

export async function writeUserRecord(uid: string, fields: { email: string; firstName: string; lastName: string }) {
  await admin().db.doc(`users/${uid}`).set({ uid, customerId: "", connectId: "", cart: [], ...fields });
}

/** A notification as the server writes it (clients cannot create them). */
export async function writeNotification(uid: string, id: string, fields: Record<string, unknown>) {
  await admin().db.doc(`users/${uid}/notifications/${id}`).set({ type: "system", link: "", ...fields });
}

/** Any document, as the server would write it (orders, progress: what a test needs to exist). */
export async function writeDocument(path: string, fields: Record<string, unknown>) {
  await admin().db.doc(path).set(fields);
}

export async function readUserRecord(uid: string) {
  const snapshot = await admin().db.doc(`users/${uid}`).get();
  return snapshot.exists ? snapshot.data() : undefined;
}

export async function findAccount(email: string) {
  return admin().auth.getUserByEmail(email).catch(() => undefined);
}

export async function findAccountByPhone(phoneNumber: string) {
  return admin().auth.getUserByPhoneNumber(phoneNumber).catch(() => undefined);
}

/** Links a Google identity to an existing account through the emulator's signInWithIdp. */
export async function linkGoogle(page: Page, email: string, password: string) {
  const signIn = await page.request.post(`${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const claims = JSON.stringify({ sub: `google-${Date.now()}`, email, email_verified: true });
  await page.request.post(`${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
    data: { idToken, postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`, requestUri: "http://localhost", returnSecureToken: true },
  });
}

type OobCode = { email: string; requestType: string; oobCode: string; oobLink: string };

/** The newest email the Auth emulator "sent" to `email` of the given type (for an email change, `email` is the address being changed). */
export async function latestEmail(page: Page, email: string, requestType: "EMAIL_SIGNIN" | "VERIFY_EMAIL" | "PASSWORD_RESET" | "VERIFY_AND_CHANGE_EMAIL") {
  return eventually(`${requestType} email for ${email}`, async () => {
    const response = await page.request.get(`${authHost()}/emulator/v1/projects/${project()}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
    return oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1);
  });
}

/** Asks again for up to 10 s: the app sends in the background after a click. */
async function eventually<T>(what: string, find: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing arrived: ${what}`);
}

/** The newest text message code the Auth emulator "sent" to `phoneNumber`. */
export async function latestSmsCode(page: Page, phoneNumber: string): Promise<string> {
  return eventually(`code for ${phoneNumber}`, async () => {
    const response = await page.request.get(`${authHost()}/emulator/v1/projects/${project()}/verificationCodes`);
    const { verificationCodes } = (await response.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
    return verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  });
}

/** A fresh number per test, so codes never mix between parallel tests. */
export const uniquePhone = () => `+4366${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
