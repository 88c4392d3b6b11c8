import { adminAuth, adminDb } from "@/lib/firebase/server";
import { POST as complete } from "@/app/api/learning/[productId]/complete/route";
import { GET as readRoute, PATCH as changeRoute } from "@/app/api/certificates/[id]/route";
import { GET as pdfRoute } from "@/app/api/certificates/[id]/pdf/route";
import { GET as credentialRoute } from "@/app/api/certificates/[id]/credential/route";
import { POST as revokeRoute } from "@/app/api/admin/certificates/[id]/route";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { certificateStatus } from "@/lib/db/certificate-status.server";
import { GET as packRoute } from "@/app/api/products/[id]/recognition-pack.jsonld/route";
import { completeCourse } from "@/lib/certificates/complete.server";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { credentialText } from "../e2e/support/credential-text";
import { apiRequest, idToken } from "./support";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

// Completion is decided by the server from the stored progress; certificates are read as their
// pages and downloads are, through the route handlers, with real ID tokens.
const rulesEnv = registerRulesEnv();
const COURSE = "prod_cert00000001";
const password = "certificate-password";
const uid = { learner: "", stranger: "", admin: "" };
const token = { learner: "", stranger: "", admin: "" };
const LECTURES = ["lec_a", "lec_b", "lec_c"];

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const call = (path: string, who: keyof typeof token | null, method = "GET", body?: unknown) =>
  apiRequest(`http://shop.test${path}`, { method, token: who ? token[who] : null, body });
const certificates = async () => (await adminDb().collection("certificates").where("productId", "==", COURSE).get()).docs;
const setProgress = (completed: string[]) => adminDb().doc(`users/${uid.learner}/progress/${COURSE}`).set({ completed, positions: {}, lastLectureId: "", updatedAt: new Date() });

beforeAll(async () => {
  await clearAuth();
  for (const key of Object.keys(uid) as (keyof typeof uid)[]) {
    uid[key] = await createAccount(`${key}@certificates.test`, password);
  }
  await adminAuth().setCustomUserClaims(uid.admin, { admin: true });
  for (const key of Object.keys(uid) as (keyof typeof uid)[]) token[key] = await idToken(`${key}@certificates.test`, password);
});

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  const db = adminDb();
  await db.doc("descriptive/university/universities/uni_boku").set({ name: "BOKU University, Vienna", shortName: "BOKU" });
  await db.doc("descriptive/university/universities/uni_boku/courses/course_lca").set({ name: "Life Cycle Assessment", code: "LCA-501", degreeIds: [] });
  await db.doc(`products/${COURSE}`).set({
    title: "Circular Economy Basics",
    state: "approved",
    creators: ["someone-else"],
    university: "uni_boku",
    uniCourse: "course_lca",
    ects: 3,
    learningOutcomes: ["Explain the circular economy", "Measure material flows"],
  });
  for (const [order, id] of LECTURES.entries()) await db.doc(`products/${COURSE}/lectures/${id}`).set({ title: `Lecture ${order}`, order, sectionId: "s1", duration: 5, type: "video" });
  await db.doc(`users/${uid.learner}`).set({ uid: uid.learner, email: "learner@certificates.test", firstName: "Łucja", lastName: "Nowak", customerId: "", connectId: "", cart: [] });
  await db.doc(`userProductRelations/${uid.learner}_${COURSE}`).set({ uid: uid.learner, productId: COURSE, source: "purchase", orderId: null, createdOn: new Date() });
});
afterAll(async () => {
  await rulesEnv().clearFirestore();
});

describe("completion from the stored progress", () => {
  it("issues nothing while a lecture is unfinished, whatever the browser claims", async () => {
    await setProgress(["lec_a", "lec_b", "lec_gone"]);
    const response = await complete(call(`/api/learning/${COURSE}/complete`, "learner", "POST"), { params: Promise.resolve({ productId: COURSE }) });
    expect(await response.json()).toEqual({ status: "incomplete", completed: 2, total: 3 });
    expect(await certificates()).toHaveLength(0);
  });

  it("issues exactly one certificate, with the course's facts and the account's name, even for two calls at once and a replay", async () => {
    await setProgress(LECTURES);
    const [first, second] = await Promise.all([completeCourse(uid.learner, COURSE), completeCourse(uid.learner, COURSE)]);
    const replay = await completeCourse(uid.learner, COURSE);
    const docs = await certificates();
    expect(docs).toHaveLength(1);
    const id = docs[0]!.id;
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect([first, second, replay]).toEqual(Array(3).fill({ status: "complete", certificateId: id }));
    expect(docs[0]!.data()).toMatchObject({
      uid: uid.learner,
      productId: COURSE,
      learnerName: "Łucja Nowak",
      productTitle: "Circular Economy Basics",
      universityName: "BOKU University, Vienna",
      universityCourseName: "LCA-501 Life Cycle Assessment",
      ects: 3,
      learningOutcomes: ["Explain the circular economy", "Measure material flows"],
      public: false,
      revokedAt: null,
      revokedReason: null,
    });
    expect(credentialText(docs[0]!.get("credential"))).toContain(id);
  });

  it("refuses someone who does not own the course, even with every lecture marked", async () => {
    await adminDb().doc(`users/${uid.stranger}/progress/${COURSE}`).set({ completed: LECTURES, updatedAt: new Date() });
    const response = await complete(call(`/api/learning/${COURSE}/complete`, "stranger", "POST"), { params: Promise.resolve({ productId: COURSE }) });
    expect(response.status).toBe(404);
    const visitor = await complete(call(`/api/learning/${COURSE}/complete`, null, "POST"), { params: Promise.resolve({ productId: COURSE }) });
    expect(visitor.status).toBe(401);
    expect(await certificates()).toHaveLength(0);
  });
});

describe("who sees a certificate, and what its learner may change", () => {
  let id = "";
  beforeEach(async () => {
    await setProgress(LECTURES);
    const completion = await completeCourse(uid.learner, COURSE);
    id = completion.status === "complete" ? completion.certificateId : "";
  });

  it("is private at first: its learner and admins read it, others get 404 for it as for a missing one", async () => {
    expect((await readRoute(call(`/api/certificates/${id}`, "learner"), context(id))).status).toBe(200);
    expect(await (await readRoute(call(`/api/certificates/${id}`, "admin"), context(id))).json()).toMatchObject({ role: "admin" });
    expect((await readRoute(call(`/api/certificates/${id}`, "stranger"), context(id))).status).toBe(404);
    expect((await readRoute(call(`/api/certificates/${id}`, null), context(id))).status).toBe(404);
    expect((await pdfRoute(call(`/api/certificates/${id}/pdf`, null), context(id))).status).toBe(404);
    expect((await credentialRoute(call(`/api/certificates/${id}/credential`, null), context(id))).status).toBe(404);
  });

  it("once made public anyone reads it and downloads it; hidden again, it is gone for them", async () => {
    expect((await changeRoute(call(`/api/certificates/${id}`, "stranger", "PATCH", { public: true }), context(id))).status).toBe(404);
    expect((await changeRoute(call(`/api/certificates/${id}`, "learner", "PATCH", { public: true }), context(id))).status).toBe(200);
    const page = await readRoute(call(`/api/certificates/${id}`, null), context(id));
    expect(await page.json()).toMatchObject({ role: "public", shown: { certificate: { learnerName: "Łucja Nowak" } } });
    const pdf = await pdfRoute(call(`/api/certificates/${id}/pdf`, null), context(id));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const file = await credentialRoute(call(`/api/certificates/${id}/credential`, "stranger"), context(id));
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="certificate-${id}.json"`);
    expect(credentialText(await file.text())).toContain("Circular Economy Basics");
    await changeRoute(call(`/api/certificates/${id}`, "learner", "PATCH", { public: false }), context(id));
    expect((await readRoute(call(`/api/certificates/${id}`, null), context(id))).status).toBe(404);
  });

  it("takes a new name of up to 120 characters and re-issues the credential; a 500-character name is refused and nothing changes", async () => {
    const long = await changeRoute(call(`/api/certificates/${id}`, "learner", "PATCH", { learnerName: "x".repeat(500) }), context(id));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: "certificate/invalid-name", error: "Use at most 120 characters for the name on your certificate." });
    expect((await adminDb().doc(`certificates/${id}`).get()).get("learnerName")).toBe("Łucja Nowak");

    const renamed = await changeRoute(call(`/api/certificates/${id}`, "learner", "PATCH", { learnerName: "  Dr. Łucja   Nowak " }), context(id));
    expect(await renamed.json()).toEqual({ public: false, learnerName: "Dr. Łucja Nowak" });
    const stored = await adminDb().doc(`certificates/${id}`).get();
    expect(credentialText(stored.get("credential"))).toContain("Dr. Łucja Nowak");
  });

  it("an admin revokes it with a reason, once, audited; its downloads then answer 410 and its name is fixed", async () => {
    expect((await revokeRoute(call(`/api/admin/certificates/${id}`, "learner", "POST", { reason: "Fraud" }), context(id))).status).toBe(403);
    expect((await revokeRoute(call(`/api/admin/certificates/${id}`, "admin", "POST", { reason: "no" }), context(id))).status).toBe(400);
    expect((await revokeRoute(call(`/api/admin/certificates/${id}`, "admin", "POST", { reason: "Plagiarised assessment" }), context(id))).status).toBe(204);
    expect((await revokeRoute(call(`/api/admin/certificates/${id}`, "admin", "POST", { reason: "Again" }), context(id))).status).toBe(409);
    expect((await adminDb().doc(`certificates/${id}`).get()).get("revokedReason")).toBe("Plagiarised assessment");
    const audit = await adminDb().collection("auditLog").where("action", "==", "certificate.revoked").get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ actorUid: uid.admin, target: `certificates/${id}`, reason: "Plagiarised assessment" })]);
    expect((await pdfRoute(call(`/api/certificates/${id}/pdf`, "learner"), context(id))).status).toBe(410);
    expect((await credentialRoute(call(`/api/certificates/${id}/credential`, "learner"), context(id))).status).toBe(410);
    expect((await changeRoute(call(`/api/certificates/${id}`, "learner", "PATCH", { learnerName: "New Name" }), context(id))).status).toBe(409);
  });
});

describe("the recognition pack of a completed course", () => {
  it("holds the learner's own certificate and its signed credential when they ask for it signed in, and no one else's", async () => {
    await setProgress(LECTURES);
    const issued = await completeCourse(uid.learner, COURSE);
    const id = issued.status === "complete" ? issued.certificateId : "";
    const pack = (who: keyof typeof token | null) => packRoute(call(`/api/products/${COURSE}/recognition-pack.jsonld`, who), { params: Promise.resolve({ id: COURSE }) });

    const own = await pack("learner");
    expect(own.headers.get("cache-control")).toContain("no-store");
    const text = await own.text();
    expect(text).toContain(`/certificates/${id}`);
    expect(credentialText(text)).toContain("Łucja Nowak");
    for (const other of ["stranger", null] as const) expect(await (await pack(other)).text()).not.toContain(`/certificates/${id}`);
  });
});

describe("a learner's own data", () => {
  it("their data export lists their certificate, and deleting the account deletes it: its page is gone and its credential checks as revoked", async () => {
    const leaving = await createAccount("leaving@certificates.test", password);
    const leavingToken = await idToken("leaving@certificates.test", password);
    await adminDb().doc(`users/${leaving}`).set({ uid: leaving, email: "leaving@certificates.test", firstName: "Lena", lastName: "Leaving", customerId: "", connectId: "", cart: [] });
    await adminDb().doc(`userProductRelations/${leaving}_${COURSE}`).set({ uid: leaving, productId: COURSE, source: "purchase", orderId: null, createdOn: new Date() });
    await adminDb().doc(`users/${leaving}/progress/${COURSE}`).set({ completed: LECTURES, updatedAt: new Date() });
    const issued = await completeCourse(leaving, COURSE);
    const id = issued.status === "complete" ? issued.certificateId : "";
    expect(id).not.toBe("");

    const exported = await (await exportRoute(apiRequest("http://shop.test/api/account/export", { token: leavingToken }))).json();
    expect(exported.certificates).toEqual([expect.objectContaining({ id, learnerName: "Lena Leaving", productTitle: "Circular Economy Basics" })]);

    expect((await deleteAccountRoute(apiRequest("http://shop.test/api/account", { method: "DELETE", token: leavingToken }))).status).toBe(204);
    expect((await adminDb().doc(`certificates/${id}`).get()).exists).toBe(false);
    expect(await certificateStatus(id)).toBe("missing");
    expect((await readRoute(call(`/api/certificates/${id}`, "admin"), context(id))).status).toBe(404);
  });
});
