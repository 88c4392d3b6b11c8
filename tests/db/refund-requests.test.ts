import { Timestamp } from "firebase-admin/firestore";
import { POST as adminOrderAction, GET as adminOrderDetail } from "@/app/api/admin/orders/[id]/route";
import { GET as adminOrders } from "@/app/api/admin/orders/route";
import { POST as refundRequestRoute } from "@/app/api/orders/[id]/refund-request/route";
import { listAdminOrders, readAdminOrder } from "@/lib/admin/orders.server";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import { grantGoodwill, rejectRefundRequest, requestRefundAsBuyer } from "@/lib/orders/refund-requests.server";
import { adminOrdersQuery } from "@/lib/schemas/admin";
import { parseOrRefuse } from "@/lib/schemas/parse";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { apiRequest, idToken } from "./support";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const rulesEnv = registerRulesEnv();
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "refund-requests-password-1";
const uids: Record<string, string> = {};
const admin = { uid: "admin-uid", email: "admin@refunds.test" };
const REASON = "The course is not what the description promised.";

const buyer = () => ({ uid: uids.bea!, email: "bea@refunds.test" });
const paidDaysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);

/** A paid order of Bea's, paid `days` ago, with (waived) or without the checkout consent. */
async function seedOrder(id: string, { days = 1, consent = false, uid = uids.bea!, status = "paid", invoiceNumber = "" } = {}) {
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      uid,
      items: [{ productId: "prod_soil", title: "Soil Health", price: 24.99 }],
      creatorIds: [],
      total: 24.99,
      currency: "EUR",
      status,
      provider: "local",
      sessionId: `cs_${id}`,
      createdOn: paidDaysAgo(days),
      paidOn: paidDaysAgo(days),
      ...(consent ? { consent: { version: "2026-11-26", at: paidDaysAgo(days) } } : {}),
      ...(invoiceNumber ? { invoiceNumber } : {}),
    });
}

const readOrder = async (id: string) => (await adminDb().doc(`orders/${id}`).get()).data() ?? {};
const count = async (path: string) => (await adminDb().collection(path).get()).size;
const auditOf = async (action: string) => (await adminDb().collection("auditLog").where("action", "==", action).get()).docs.map((doc) => doc.data());
const ask = (orderId: string, reason: unknown = REASON, who = buyer()) => requestRefundAsBuyer({ orderId, buyer: who, reason });
const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: { status: number; code: string; message: string }) => ({ status: error.status, code: error.code, message: error.message }));

beforeAll(async () => {
  await clearAuth();
  for (const name of ["bea", "carl", "ada"]) uids[name] = await createAccount(`${name}@refunds.test`, PASSWORD);
  await adminAuth().setCustomUserClaims(uids.ada!, { admin: true });
  // The shop mails only verified addresses (issue 48): the buyers get the answer to their request.
  for (const name of ["bea", "carl"]) await adminAuth().updateUser(uids[name]!, { emailVerified: true });
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  for (const name of ["bea", "carl"]) await adminDb().doc(`users/${uids[name]}`).set({ uid: uids[name], email: `${name}@refunds.test`, firstName: name, lastName: "", customerId: "", connectId: "", cart: [] });
});

describe("a buyer's refund request", () => {
  it("within 14 days of an order without the consent, is stored once on the order with its event and enters the queue", async () => {
    await seedOrder("order_recent000001", { days: 13 });
    await expect(ask("order_recent000001", `  ${REASON}  `)).resolves.toEqual({ state: "pending" });
    expect((await readOrder("order_recent000001")).refundRequest).toMatchObject({ state: "pending", reason: REASON, requestedOn: expect.any(Timestamp) });
    const event = (await adminDb().doc("orders/order_recent000001/events/refund_requested").get()).data();
    expect(event).toMatchObject({ type: "refund_requested", actor: { role: "buyer", uid: uids.bea, email: "bea@refunds.test" }, note: REASON });
    const queue = await listAdminOrders({ filter: "requests", q: "", after: null });
    expect(queue.orders.map((row) => [row.order.id, row.buyerEmail])).toEqual([["order_recent000001", "bea@refunds.test"]]);
  });

  it("after 14 days is refused with a readable reason, and nothing is stored", async () => {
    await seedOrder("order_late00000001", { days: 15 });
    expect(await refusalOf(ask("order_late00000001"))).toMatchObject({ status: 409, code: "refund-request/window-closed", message: expect.stringContaining("14 days") });
    expect((await readOrder("order_late00000001")).refundRequest).toBeUndefined();
  });

  it("is refused when the buyer waived the right of withdrawal at checkout, until an admin grants goodwill", async () => {
    await seedOrder("order_waived000001", { days: 1, consent: true });
    expect(await refusalOf(ask("order_waived000001"))).toMatchObject({ status: 409, code: "refund-request/waived" });
    await grantGoodwill({ orderId: "order_waived000001", admin, reason: "Video files were broken for a week." });
    await expect(ask("order_waived000001")).resolves.toEqual({ state: "pending" });
  });

  it("after goodwill is allowed long after the 14 days", async () => {
    await seedOrder("order_goodwill0001", { days: 200, consent: true });
    await grantGoodwill({ orderId: "order_goodwill0001", admin, reason: "Support promised a refund." });
    await expect(ask("order_goodwill0001")).resolves.toEqual({ state: "pending" });
  });

  it("a second request, or two at once, leave exactly one", async () => {
    await seedOrder("order_twice0000001");
    const outcomes = await Promise.allSettled([ask("order_twice0000001", "First reason given"), ask("order_twice0000001", "Second reason given")]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await refusalOf(ask("order_twice0000001"))).toMatchObject({ status: 409, code: "refund-request/already-requested" });
    expect(await count("orders/order_twice0000001/events")).toBe(1);
  });

  it("for someone else's order answers as if it did not exist, and changes nothing", async () => {
    await seedOrder("order_carls0000001", { uid: uids.carl! });
    expect(await refusalOf(ask("order_carls0000001"))).toMatchObject({ status: 404, code: "refund-request/not-found" });
    expect((await readOrder("order_carls0000001")).refundRequest).toBeUndefined();
  });

  it("for a refunded order, or one never paid, is refused", async () => {
    await seedOrder("order_refunded0001", { status: "refunded" });
    await seedOrder("order_pending00001", { status: "pending" });
    expect(await refusalOf(ask("order_refunded0001"))).toMatchObject({ status: 409, code: "refund-request/refunded" });
    expect(await refusalOf(ask("order_pending00001"))).toMatchObject({ status: 409, code: "refund-request/not-paid" });
  });

  it("with a reason of 5,000 characters is refused with the field named, and nothing is stored", async () => {
    await seedOrder("order_long00000001");
    expect(await refusalOf(ask("order_long00000001", "x".repeat(5000)))).toMatchObject({ status: 400, code: "refund-request/invalid-reason", message: "The reason is 5,000 characters long; shorten it to 2,000 or fewer." });
    expect(await refusalOf(ask("order_long00000001", "  "))).toMatchObject({ status: 400, code: "refund-request/invalid-reason" });
    expect((await readOrder("order_long00000001")).refundRequest).toBeUndefined();
  });

  it("the route answers { error, code } for someone else's order and needs a signed-in buyer", async () => {
    await seedOrder("order_carls0000002", { uid: uids.carl! });
    const token = await idToken("bea@refunds.test", PASSWORD);
    const call = (tokenOrNull: string | null) =>
      refundRequestRoute(apiRequest("http://shop.test/api/orders/order_carls0000002/refund-request", { method: "POST", token: tokenOrNull, body: { reason: REASON } }), { params: Promise.resolve({ id: "order_carls0000002" }) });
    const refused = await call(token);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "This order does not exist or belongs to another account.", code: "refund-request/not-found" });
    expect((await call(null)).status).toBe(401);
  });
});

describe("an admin's answer", () => {
  it("rejecting a request five times at once rejects it once: one event, audit entry, notification and email", async () => {
    await seedOrder("order_reject000001");
    await ask("order_reject000001");
    const results = await Promise.all(Array.from({ length: 5 }, () => rejectRefundRequest({ orderId: "order_reject000001", admin, reason: "You completed the whole course." })));
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect((await readOrder("order_reject000001")).refundRequest).toMatchObject({ state: "rejected", rejectReason: "You completed the whole course.", decidedOn: expect.any(Timestamp) });
    expect(await auditOf("order.refund_request_rejected")).toHaveLength(1);
    expect(await count(`users/${uids.bea}/notifications`)).toBe(1);
    const mail = (await adminDb().collection("mail").get()).docs;
    expect(mail.map((doc) => doc.id)).toEqual(["refund-request-rejected_order_reject000001"]);
    expect(mail[0]!.get("message.text")).toContain("You completed the whole course.");
    // Out of the queue, and the buyer cannot ask again.
    expect((await listAdminOrders({ filter: "requests", q: "", after: null })).orders).toEqual([]);
    expect(await refusalOf(ask("order_reject000001"))).toMatchObject({ status: 409, code: "refund-request/already-decided" });
  });

  it("rejecting an order without a pending request is refused", async () => {
    await seedOrder("order_norequest001");
    await expect(rejectRefundRequest({ orderId: "order_norequest001", admin, reason: "Nothing to reject here." })).rejects.toMatchObject({ status: 409, code: "refund-request/not-pending" });
  });

  it("goodwill is granted once however often it is pressed, and tells the buyer once", async () => {
    await seedOrder("order_goodwill0002", { consent: true });
    const results = await Promise.all(Array.from({ length: 3 }, () => grantGoodwill({ orderId: "order_goodwill0002", admin, reason: "Broken videos last week." })));
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(await auditOf("order.goodwill_granted")).toHaveLength(1);
    expect(await count(`users/${uids.bea}/notifications`)).toBe(1);
  });

  it("the order's page lists its events in order with their actors", async () => {
    await seedOrder("order_events000001", { invoiceNumber: "2026-000042" });
    await grantGoodwill({ orderId: "order_events000001", admin, reason: "Granted for the outage." });
    await ask("order_events000001");
    await rejectRefundRequest({ orderId: "order_events000001", admin, reason: "Outage was fixed in time." });
    const detail = await readAdminOrder("order_events000001");
    expect(detail?.buyerEmail).toBe("bea@refunds.test");
    expect(detail?.events.map((event) => [event.type, event.actor.role])).toEqual([
      ["created", "buyer"],
      ["paid", "provider"],
      ["goodwill_granted", "admin"],
      ["refund_requested", "buyer"],
      ["request_rejected", "admin"],
    ]);
  });
});

describe("the admin's order list", () => {
  it("pages the queue oldest request first, leaving out refunded orders, with a cursor", async () => {
    for (let index = 0; index < 22; index++) {
      const id = `order_queue${String(index).padStart(7, "0")}`;
      await seedOrder(id);
      await adminDb().doc(`orders/${id}`).update({ refundRequest: { state: "pending", reason: REASON, requestedOn: Timestamp.fromMillis(Date.now() - (100 - index) * 60_000) } });
    }
    await adminDb().doc("orders/order_queue0000000").update({ status: "refunded" });
    const first = await listAdminOrders({ filter: "requests", q: "", after: null });
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0]!.order.id).toBe("order_queue0000001");
    const second = await listAdminOrders({ filter: "requests", q: "", after: first.next });
    expect(second.orders.map((row) => row.order.id)).toEqual(["order_queue0000021"]);
    expect(second.next).toBeNull();
  });

  it("finds orders by the buyer's email, by invoice number and by id", async () => {
    await seedOrder("order_beas00000001", { invoiceNumber: "2026-000123" });
    await seedOrder("order_carls0000003", { uid: uids.carl! });
    const ids = async (q: string) => (await listAdminOrders(parseOrRefuse(adminOrdersQuery, { filter: "requests", q }, "admin-orders/invalid-search"))).orders.map((row) => row.order.id);
    expect(await ids(" BEA@refunds.test ")).toEqual(["order_beas00000001"]);
    expect(await ids("2026-000123")).toEqual(["order_beas00000001"]);
    expect(await ids("order_carls0000003")).toEqual(["order_carls0000003"]);
    expect(await ids("nobody@refunds.test")).toEqual([]);
  });

  it("the routes are for admins only", async () => {
    await seedOrder("order_adminonly001");
    const bea = await idToken("bea@refunds.test", PASSWORD);
    const ada = await idToken("ada@refunds.test", PASSWORD);
    const params = { params: Promise.resolve({ id: "order_adminonly001" }) };
    expect((await adminOrders(apiRequest("http://shop.test/api/admin/orders", { token: bea }))).status).toBe(403);
    expect((await adminOrderDetail(apiRequest("http://shop.test/api/admin/orders/order_adminonly001", { token: bea }), params)).status).toBe(403);
    const forged = await adminOrderAction(apiRequest("http://shop.test/api/admin/orders/order_adminonly001", { method: "POST", token: bea, body: { action: "goodwill", reason: "I grant it myself" } }), params);
    expect(forged.status).toBe(403);
    expect((await readOrder("order_adminonly001")).goodwillOn).toBeUndefined();
    const granted = await adminOrderAction(apiRequest("http://shop.test/api/admin/orders/order_adminonly001", { method: "POST", token: ada, body: { action: "goodwill", reason: "Granted by the admin" } }), params);
    expect(await granted.json()).toEqual({ changed: true });
    const audit = await auditOf("order.goodwill_granted");
    expect(audit).toEqual([expect.objectContaining({ actorUid: uids.ada, actorEmail: "ada@refunds.test", target: "orders/order_adminonly001", reason: "Granted by the admin" })]);
  });
});
