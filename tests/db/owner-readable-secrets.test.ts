import type { CollectionReference, DocumentReference } from "firebase-admin/firestore";
import { sendEmailVerification, sendPasswordResetEmail, sendSignInLinkToEmail, signInWithEmailAndPassword, signOut, verifyBeforeUpdateEmail } from "firebase/auth";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as confirmRoute } from "@/app/api/account/university-email/confirm/route";
import { GET as statusRoute, POST as requestRoute } from "@/app/api/account/university-email/route";
import { GET as teamRoute } from "@/app/api/creator/products/[id]/team/route";
import { LINK_LEFT_OUT } from "@/lib/account/data-export";
import { issueCredential } from "@/lib/certificates/credential-port.server";
import { saveTeam } from "@/lib/creator/team.server";
import { createCertificate, newCertificateRef } from "@/lib/db/certificates.server";
import { getClientAuth } from "@/lib/firebase/client";
import { adminDb } from "@/lib/firebase/server";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount, oobCodesFor } from "./auth-emulator";
import { scan, secretsIn, type Exemption, type Finding } from "./secret-scan";
import { apiRequest, idToken, seedProduct } from "./support";

// Issue 48, "Secrets never sit where their owner can read them": an account that started every
// flow that mails a secret (its university email, an email change, a password reset, the
// registration's verification, a sign-in link, co-creator invitations both ways) finds none of
// those secrets, and nothing shaped like one, in "Download my data" or in any document the rules
// let it read. A secret that proves a mailbox must reach only that mailbox.
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: vi.fn() }));

const rulesEnv = registerRulesEnv();
const PASSWORD = "secrets-password-1";
const KIM = "kim@secrets.test";
const LEE = "lee@secrets.test";
const BOKU = "uni_bokuSECRETS01";
const OWN = "prod_kimsCourse01";
const LEES = "prod_leesCourse01";
const DONE = "prod_kimFinished1";
const uids = { kim: "", lee: "" };
const tokens = { kim: "", lee: "" };
const at = new Date("2026-11-20T10:00:00Z");
const origin = "http://shop.test";

const call = (handler: (request: Request) => Promise<Response>, path: string, method = "GET", body?: unknown) =>
  handler(apiRequest(`${origin}${path}`, { method, token: tokens.kim, body }));
const exportText = async () => {
  const response = await call(exportRoute, "/api/account/export");
  expect(response.status).toBe(200);
  return response.text();
};
const confirm = (token: string) => call(confirmRoute, "/api/account/university-email/confirm", "POST", { token });
const verification = async () => (await (await call(statusRoute, "/api/account/university-email")).json()).verification;

/** The token of the university email's link, read where only the mailbox (and the server) has it. */
async function mailboxToken(): Promise<string> {
  const mails = (await adminDb().collection("mail").where("kind", "==", "student-email").get()).docs;
  expect(mails).toHaveLength(1);
  const token = /\?token=([A-Za-z0-9_-]+)/.exec(String(mails[0]!.get("message.text")))?.[1];
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

/** The action codes the Auth emulator mailed for Kim's account (its stand-in outbox; an email change's names the new address too). */
const authCodes = () => oobCodesFor(KIM);

/** The flows Firebase Auth mails itself, started as the app's account pages start them (lib/auth/*). */
async function startAuthFlows() {
  const auth = getClientAuth();
  const { user } = await signInWithEmailAndPassword(auth, KIM, PASSWORD);
  const settings = { url: `${origin}/dashboard/account` };
  await sendEmailVerification(user, settings);
  await verifyBeforeUpdateEmail(user, "kim.new@secrets.test", settings);
  await sendPasswordResetEmail(auth, KIM, { url: `${origin}/login` });
  await sendSignInLinkToEmail(auth, KIM, { url: `${origin}/login/email-link`, handleCodeInApp: true });
  await signOut(auth);
}

/** One document in every collection the export reads that no flow above writes. */
async function seedTheRest() {
  const db = adminDb();
  const kim = uids.kim;
  await db.doc(`orders/order_kim1`).set({ uid: kim, items: [{ productId: LEES, title: "Lee's course", price: 24.99, creators: [uids.lee], payout: [100] }], total: 24.99, currency: "EUR", status: "paid", provider: "local", sessionId: "cs_kimSession01", sessionUrl: "/checkout/local/cs_kimSession01", createdOn: at, creatorIds: [uids.lee] });
  await db.doc(`invoices/order_kim1`).set({ uid: kim, number: "2026-000001", issuedOn: at, buyer: { name: "Kim Park", email: KIM, country: "AT" } });
  await db.doc(`userProductRelations/${kim}_${LEES}`).set({ uid: kim, productId: LEES, source: "purchase", orderId: "order_kim1", creatorIds: [uids.lee], title: "Lee's course", createdOn: at, lastOpened: at });
  await db.doc(`users/${kim}/progress/${LEES}`).set({ completed: ["lec_1"], positions: { lec_1: 12 }, lastLectureId: "lec_1", updatedAt: at });
  await db.doc(`products/${LEES}/reviews/${kim}`).set({ uid: kim, authorName: "Kim P.", stars: 5, text: "Clear and kind.", createdOn: at });
  await db.doc(`products/${LEES}/questions/q_kim1`).set({ uid: kim, authorName: "Kim P.", text: "Is there a reading list?", createdOn: at, answerCount: 1 });
  await db.doc(`products/${LEES}/questions/q_kim1/answers/a_kim1`).set({ uid: kim, authorName: "Kim P.", text: "Found it, thanks.", createdOn: at, byCreator: false });
  await db.doc(`mail/order-confirmation_order_kim1`).set({ to: KIM, uid: kim, kind: "order-confirmation", message: { subject: "Your order", text: `Thanks. Your order: ${origin}/checkout/success?order=order_kim1`, html: "<p>Thanks</p>" }, createdAt: at });
  await db.doc(`connections/${kim}`).set({ uid: kim, provider: "local", accountId: "local_acct_kim01", onboarding: "complete", chargesEnabled: true, payoutsEnabled: true, capabilities: { transfers: "active" }, createdOn: at, updatedOn: at });
  await db.doc(`payouts/order_x_${OWN}_${kim}`).set({ uid: kim, orderId: "order_x", productId: OWN, title: "Kim's course", kind: "sale", amount: 10, amountCents: 1000, share: 100, status: "pending", createdOn: at, availableOn: at, paidOn: null, transferId: "" });
  // A certificate as completion issues it (lib/certificates/complete.server.ts), signed credential included.
  const ref = newCertificateRef();
  const stated = { learnerName: "Kim Park", productTitle: "Finished course", universityName: "BOKU University, Vienna", universityCourseName: "Soil Science", ects: 3, learningOutcomes: ["Read a soil profile"] };
  const credential = await issueCredential({ certificateId: ref.id, ...stated, productUrl: `${origin}/products/${DONE}`, completedAt: at, origin });
  await db.runTransaction(async (tx) => createCertificate(tx, ref.id, { uid: kim, productId: DONE, ...stated, credential, completedAt: at }));
}

/** Every document in the database, by walking collections from the root (the test's data is small). */
async function everyDocument(): Promise<DocumentReference[]> {
  const found: DocumentReference[] = [];
  const walk = async (collections: CollectionReference[]) => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        found.push(ref);
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await adminDb().listCollections());
  return found;
}

const denied = (error: unknown) => (error as { code?: string }).code === "permission-denied";

/** What Kim's browser could read through the rules: every document it may get, and every collection group it may list by its uid. */
async function readableAsKim(): Promise<Map<string, unknown>> {
  const db = rulesEnv().authenticatedContext(uids.kim, { email: KIM, email_verified: false }).firestore();
  const readable = new Map<string, unknown>();
  const refs = await everyDocument();
  for (const ref of refs) {
    const snapshot = await db.doc(ref.path).get().catch((error: unknown) => (denied(error) ? null : Promise.reject(error)));
    if (snapshot?.exists) readable.set(ref.path, snapshot.data());
  }
  // Rules that grant a list but no get (a person's reviews across courses, by collection group).
  for (const group of new Set(refs.map((ref) => ref.parent.id))) {
    const listed = await db.collectionGroup(group).where("uid", "==", uids.kim).limit(50).get().catch((error: unknown) => (denied(error) ? null : Promise.reject(error)));
    for (const doc of listed?.docs ?? []) readable.set(doc.ref.path, doc.data());
  }
  return readable;
}

// The owner's own signed certificate is made to be handed to anyone who checks it; it opens nothing.
const EXEMPT: Exemption[] = [{ where: /^(export\.certificates\.\d+|certificates\/[^.]+)\.credential$/, why: "the owner's signed credential, a statement meant for verifiers" }];

beforeAll(async () => {
  await clearAuth();
  uids.kim = await createAccount(KIM, PASSWORD);
  uids.lee = await createAccount(LEE, PASSWORD);
  tokens.kim = await idToken(KIM, PASSWORD);
  tokens.lee = await idToken(LEE, PASSWORD);
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  const db = adminDb();
  await db.doc(`descriptive/university/universities/${BOKU}`).set({ name: "BOKU University, Vienna", shortName: "BOKU", emailDomains: ["boku.ac.at"] });
  await db.doc(`users/${uids.kim}`).set({ uid: uids.kim, email: KIM, firstName: "Kim", lastName: "Park", customerId: "", connectId: "", cart: [] });
  await db.doc(`users/${uids.lee}`).set({ uid: uids.lee, email: LEE, firstName: "Lee", lastName: "Chan", customerId: "", connectId: "", cart: [] });
});
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

describe("the secret scan", () => {
  const options = { known: ["Kx9_known-secret"], ids: ["AbCdEfGhIjKlMnOpQrStUvWxYz12"], exempt: [] };
  it("finds an issued secret, a link carrying a key, and long random strings, but not ids, slugs or words", () => {
    const found = (value: string) => secretsIn(value, "here", options).map((finding) => finding.what);
    expect(found("Your link: https://x.test/a?token=abc")).toEqual(["a link with a token parameter"]);
    expect(found("/__/auth/action?mode=resetPassword&oobCode=short&apiKey=k")).toEqual(["a link with a oobCode parameter", "a link with a apiKey parameter"]);
    expect(found("q3Vx_Yb8-PzLm0Wn4Rt6Ks2Hd9Jf1Ge5Ac7Bu0Ty3Qo")).toEqual(["a long random string"]);
    expect(found("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")).toEqual(["a long random string"]);
    expect(found("see%3FKx9_known-secret")).toEqual(["a secret a flow issued"]);
    for (const fine of [
      "AbCdEfGhIjKlMnOpQrStUvWxYz12_prod_leesCourse01",
      "student-email_AbCdEfGhIjKlMnOpQrStUvWxYz12_9f86d081884c7d65",
      "introduction-to-sustainable-soil-management-2026",
      "http://shop.test/checkout/success?order=order_kim1",
      "Thanks for your order of Lee's course.",
    ]) {
      expect(found(fine)).toEqual([]);
    }
  });
});

describe("secrets never sit where their owner can read them (issue 48)", () => {
  it("an account that started every flow that mails a secret finds none of them in its data export or in any document it can read", async () => {
    // The university email, and co-creator invitations both ways.
    expect((await call(requestRoute, "/api/account/university-email", "POST", { email: "kim.park@students.boku.ac.at" })).status).toBe(200);
    await seedProduct(rulesEnv(), OWN, { title: "Kim's course", state: "approved", creators: [uids.kim], payout: [100], invitations: [], invitationShares: [] });
    await seedProduct(rulesEnv(), LEES, { title: "Lee's course", state: "approved", creators: [uids.lee], payout: [100], invitations: [], invitationShares: [] });
    await saveTeam(OWN, { payout: [80], invitations: [{ email: "ally@secrets.test", share: 10 }, { email: LEE, share: 10 }] }, { uid: uids.kim, email: KIM });
    await saveTeam(LEES, { payout: [90], invitations: [{ email: KIM, share: 10 }] }, { uid: uids.lee, email: LEE });
    await startAuthFlows();
    await seedTheRest();

    // The secrets those flows issued, read where only a mailbox (or the server) has them.
    const codes = await authCodes();
    expect(new Set(codes.map((code) => code.requestType))).toEqual(new Set(["VERIFY_EMAIL", "VERIFY_AND_CHANGE_EMAIL", "PASSWORD_RESET", "EMAIL_SIGNIN"]));
    const known = [await mailboxToken(), ...codes.map((code) => code.oobCode)];
    const options = { known, ids: [uids.kim, uids.lee], exempt: EXEMPT };

    // Every section of the export has something in it, so the walk covers each.
    const text = await exportText();
    const file = JSON.parse(text) as Record<string, unknown>;
    for (const [section, value] of Object.entries(file)) {
      expect.soft(Array.isArray(value) ? value.length : value, `export section ${section}`).toBeTruthy();
    }
    const findings: Finding[] = scan(file, "export", options);
    // And what the pages that show these flows answer.
    for (const [path, handler, context] of [
      ["/api/account/university-email", statusRoute, undefined],
      [`/api/creator/products/${OWN}/team`, teamRoute, { params: Promise.resolve({ id: OWN }) }],
    ] as const) {
      const response = await (handler as (request: Request, context?: unknown) => Promise<Response>)(apiRequest(`${origin}${path}`, { token: tokens.kim }), context);
      expect(response.status).toBe(200);
      findings.push(...scan(await response.json(), path, options));
    }

    const readable = await readableAsKim();
    // The walk reaches Kim's own documents in every collection she may read.
    const collections = new Set([...readable.keys()].map((path) => path.split("/").filter((_, index) => index % 2 === 0).join("/")));
    for (const expected of ["users", "users/notifications", "users/progress", "users/certificates", "orders", "invoices", "userProductRelations", "connections", "payouts", "certificates", "products", "products/reviews", "products/questions", "products/questions/answers", "productTeams", "descriptive/universities"]) {
      expect.soft(collections, expected).toContain(expected);
    }
    for (const [path, data] of readable) findings.push(...scan(data, path, options));

    expect(findings).toEqual([]);
  });

  it("a new account cannot become a verified student from its own data export; the mailbox's link still verifies it", async () => {
    expect((await call(requestRoute, "/api/account/university-email", "POST", { email: "anyone@boku.ac.at" })).status).toBe(200);

    // The attack: everything in the export that could be the link's token, tried as one.
    const text = await exportText();
    const candidates = new Set([...text.matchAll(/token=([A-Za-z0-9_-]+)|(?<![A-Za-z0-9_-])([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g)].map((match) => match[1] ?? match[2]!));
    for (const candidate of candidates) await confirm(candidate);
    expect(await verification()).toBeNull();
    expect(candidates).toEqual(new Set());

    // The person still sees that the email was sent, where to and what it said, less its link.
    const { emails } = JSON.parse(text) as { emails: Record<string, unknown>[] };
    expect(emails).toEqual([expect.objectContaining({ to: "anyone@boku.ac.at", kind: "student-email", subject: "Confirm your BOKU University, Vienna email address", text: expect.stringContaining(`Verify my university email: ${LINK_LEFT_OUT}`) })]);

    // Whoever reads that mailbox verifies with the link as before.
    expect((await confirm(await mailboxToken())).status).toBe(200);
    expect(await verification()).toMatchObject({ universityId: BOKU, domain: "boku.ac.at" });
  });
});
