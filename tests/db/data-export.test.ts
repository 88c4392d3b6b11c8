import { Timestamp } from "firebase-admin/firestore";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { adminDb } from "@/lib/firebase/server";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken } from "./support";

// GET /api/account/export ("Download my data"): the caller's own data and nobody else's, once
// at a time.
const rulesEnv = registerRulesEnv();
const PASSWORD = "export-password-1";
const ADA = "export-ada@example.com";
const BOB = "export-bob@example.com";
const tokens = { ada: "", bob: "" };
let ada: string;
let bob: string;

const get = (token: string | null) => exportRoute(apiRequest("http://shop.test/api/account/export", { token }));
const at = Timestamp.fromDate(new Date("2026-11-20T10:00:00Z"));

/** One person's documents in every collection the export reads, each id naming its owner. */
async function seedPerson(uid: string, email: string, name: string) {
  const db = adminDb();
  await db.doc(`users/${uid}`).set({ uid, email, firstName: name, lastName: "Test", customerId: `cus_${name}`, connectId: "", cart: [{ productId: "prod_shared" }] });
  await db.doc(`orders/order_${name}`).set({ uid, items: [{ productId: "prod_shared", title: "Shared course", price: 24.99, creators: [bob], payout: [100] }], total: 24.99, currency: "EUR", status: "paid", provider: "local", sessionId: `s_${name}`, createdOn: at, creatorIds: [bob] });
  await db.doc(`invoices/order_${name}`).set({ uid, number: `2026-${name}`, issuedOn: at, buyer: { name, email, country: "AT" } });
  await db.doc(`userProductRelations/${uid}_prod_shared`).set({ uid, productId: "prod_shared", source: "grant", orderId: null, creatorIds: [bob], grantedBy: "admin-uid", title: "Shared course", titleSort: "shared course", titleTerms: ["shared"], createdOn: at, lastOpened: at });
  await db.doc(`users/${uid}/progress/prod_shared`).set({ completed: [`lec_${name}`], positions: {}, lastLectureId: `lec_${name}`, updatedAt: at });
  await db.doc(`users/${uid}/notifications/note_${name}`).set({ type: "system", title: `Hello ${name}`, body: "", link: "", createdAt: at, read: false });
  await db.doc(`products/prod_shared/reviews/${uid}`).set({ uid, authorName: name, stars: 4, text: `Review by ${name}`, createdOn: at });
  await db.doc(`products/prod_shared/questions/q_${name}`).set({ uid, authorName: name, text: `Question by ${name}`, createdOn: at, answerCount: 1 });
  await db.doc(`mail/mail_${name}`).set({ to: email, uid, kind: "order-confirmation", message: { subject: `Order ${name}`, text: "Thanks", html: "<p>Thanks</p>" }, createdAt: at });
  await db.doc(`payouts/order_x_prod_shared_${uid}`).set({ uid, orderId: "order_x", productId: "prod_shared", title: "Shared course", kind: "sale", amount: 10, amountCents: 1000, share: 100, status: "pending", createdOn: at, availableOn: at, paidOn: null, transferId: "" });
}

beforeAll(async () => {
  await clearAuth();
  ada = await createAccount(ADA, PASSWORD);
  bob = await createAccount(BOB, PASSWORD);
  tokens.ada = await idToken(ADA, PASSWORD);
  tokens.bob = await idToken(BOB, PASSWORD);
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedPerson(ada, ADA, "ada");
  await seedPerson(bob, BOB, "bob");
  // Bob joined Ada's team: her notification names him by address.
  await adminDb().doc(`users/${ada}/notifications/note_team`).set({ type: "system", title: "Invitation accepted: Shared course", body: `${BOB} joined the team with 20 %.`, link: "/dashboard", createdAt: at, read: false });
  // Bob answers Ada's question; Ada answers Bob's.
  await adminDb().doc("products/prod_shared/questions/q_ada/answers/a_bob").set({ uid: bob, authorName: "bob", text: "Bob's answer", createdOn: at, byCreator: true });
  await adminDb().doc("products/prod_shared/questions/q_bob/answers/a_ada").set({ uid: ada, authorName: "ada", text: "Ada's answer", createdOn: at, byCreator: false });
});

describe("GET /api/account/export", () => {
  it("sends the caller's record, orders, invoices, library, progress, reviews, questions, answers, notifications, emails and payouts as a JSON file", async () => {
    const response = await get(tokens.ada);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="verdant-campus-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = await response.json();
    expect(data).toMatchObject({
      format: "verdant-campus-data-export/1",
      account: { uid: ada, email: ADA, emailVerified: false },
      record: { uid: ada, email: ADA, firstName: "ada", customerId: "cus_ada", cart: [{ productId: "prod_shared" }] },
      orders: [{ id: "order_ada", uid: ada, status: "paid", total: 24.99, createdOn: "2026-11-20T10:00:00.000Z", items: [{ productId: "prod_shared", title: "Shared course", price: 24.99 }] }],
      invoices: [{ id: "order_ada", number: "2026-ada" }],
      relations: [{ id: `${ada}_prod_shared`, productId: "prod_shared", source: "grant" }],
      progress: [{ id: "prod_shared", completed: ["lec_ada"], lastLectureId: "lec_ada" }],
      reviews: [{ id: ada, productId: "prod_shared", text: "Review by ada", stars: 4 }],
      questions: [{ id: "q_ada", productId: "prod_shared", text: "Question by ada" }],
      answers: [{ id: "a_ada", productId: "prod_shared", questionId: "q_bob", text: "Ada's answer" }],
      notifications: [{ id: "note_ada", title: "Hello ada" }, { id: "note_team", body: "(another person's email address) joined the team with 20 %." }],
      emails: [{ id: "mail_ada", to: ADA, subject: "Order ada", text: "Thanks" }],
      payoutAccount: null,
      payouts: [{ id: `order_x_prod_shared_${ada}`, amountCents: 1000 }],
    });
    for (const list of ["orders", "invoices", "relations", "progress", "reviews", "questions", "answers", "emails", "payouts"]) expect(data[list]).toHaveLength(1);
    expect(data.notifications).toHaveLength(2);
  });

  it("holds back everyone else: no other account's email, uid, documents, or the creators an order pays", async () => {
    const text = await (await get(tokens.ada)).text();
    expect(text).not.toContain(BOB);
    expect(text).not.toContain(bob);
    expect(text).not.toMatch(/order_bob|Question by bob|a_bob|note_bob|mail_bob|Bob's answer|admin-uid/);
  });

  it("answers a second request made at the same time 429 with a readable message, and runs the export once", async () => {
    const [first, second] = await Promise.all([get(tokens.ada), get(tokens.ada)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = first.status === 429 ? first : second;
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: "rate-limited", error: expect.stringMatching(/^We are collecting your data already, or did a moment ago\. Please try again in \d+ seconds?\.$/) });
    expect((await get(tokens.ada)).status).toBe(429);
    // Another account is not held up by Ada's export.
    expect((await get(tokens.bob)).status).toBe(200);
  });

  it("refuses a visitor and a forged token", async () => {
    expect((await get(null)).status).toBe(401);
    expect((await get("not-a-token")).status).toBe(401);
  });
});
