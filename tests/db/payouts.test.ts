import { Timestamp } from "firebase-admin/firestore";
import { GET as getPayoutsRoute } from "@/app/api/creator/payouts/route";
import { POST as withdrawRoute } from "@/app/api/creator/payouts/withdraw/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { adminDb } from "@/lib/firebase/server";
import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider } from "@/lib/payments/local";
import { refundLocalPayment } from "@/lib/payments/local-session.server";
import { createLocalPayoutProvider } from "@/lib/payments/payouts/local";
import type { PayoutProvider } from "@/lib/payments/payouts/provider";
import { completeLocalOnboarding, connectPayouts, readPayoutEntries, readPayouts, withdraw } from "@/lib/payments/payouts/payouts.server";
import type { PaymentEvent } from "@/lib/payments/provider";
import { requestRefund } from "@/lib/payments/refund.server";
import { handlePaymentEvent } from "@/lib/payments/webhook.server";
import { registerRulesEnv } from "../rules/rules-env";
import { clearAuth, createAccount } from "./auth-emulator";
import { idToken } from "./support";
import { BUYER, cartLine, COCREATOR, CREATOR, paidCourse, paidDocument, readDoc, relationsOf, seedPaymentsData, writeBuyer, writeProduct } from "./payments-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const SECRET = "local-payments-development-secret";
const DAY = 24 * 60 * 60 * 1000;
const rulesEnv = registerRulesEnv();
let orderId: string;
let sessionId: string;

const paidEvent = (overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({ id: "evt_paid", type: "paid", orderId, sessionId, amountTotal: 3749, ...overrides });
const refundEvent = (overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({ id: "evt_refund", type: "refunded", orderId, sessionId: "", amountTotal: 3749, ...overrides });

async function entries(where?: { uid: string }) {
  const query = where ? adminDb().collection("payouts").where("uid", "==", where.uid) : adminDb().collection("payouts");
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string });
}

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

/** Moves every entry's hold into the past, as if 30 days had gone by. */
async function endHold() {
  const snapshot = await adminDb().collection("payouts").get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.update({ availableOn: Timestamp.fromMillis(Date.now() - DAY) })));
}

async function onboard(uid: string, provider: PayoutProvider = createLocalPayoutProvider()) {
  await connectPayouts({ uid, email: `${uid}@example.com`, origin: "http://shop.test", provider });
  await completeLocalOnboarding(uid, provider);
}

/** The local payout provider, with its transfers counted (and optionally failing). */
function countingProvider(fail = false) {
  const local = createLocalPayoutProvider();
  const transfer = vi.fn(async (...args: Parameters<PayoutProvider["transfer"]>) => {
    // Let a concurrent request reach its own transaction before this one finishes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (fail) throw new Error("card_declined");
    return local.transfer(...args);
  });
  return { provider: { ...local, transfer } as PayoutProvider, transfer };
}

beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedPaymentsData();
  // 24.99 leaves the creators 16.16 (VAT 4.17, card fee 0.62, 80 % of 20.20), split 70/30 into
  // 11.312 and 4.848, so rounding matters; 12.50 leaves 7.98.
  await writeProduct(paidCourse, { payout: [70, 30] });
  await writeBuyer([cartLine(paidCourse), cartLine(paidDocument)]);
  const result = await checkout({ uid: BUYER, email: "buyer@example.com", country: "AT", productIds: [paidCourse.id, paidDocument.id], origin: "http://shop.test", provider: createLocalProvider(SECRET) });
  orderId = result.orderId!;
  sessionId = result.url!.split("/").pop()!;
});

describe("the ledger written with a paid order", () => {
  it("one entry per item and creator, 80 % of net revenue cents-exact, the remainder to the lead creator, on a 30-day hold", async () => {
    const before = Date.now();
    await handlePaymentEvent(paidEvent());
    const written = byId(await entries());
    expect(written.map((entry) => [entry.id, entry.uid, entry.amountCents, entry.status])).toEqual(
      byId([
        { id: `${orderId}_${paidCourse.id}_${CREATOR}`, v: [CREATOR, 1132] },
        { id: `${orderId}_${paidCourse.id}_${COCREATOR}`, v: [COCREATOR, 484] },
        { id: `${orderId}_${paidDocument.id}_${CREATOR}`, v: [CREATOR, 798] },
      ]).map(({ id, v }) => [id, ...v, "pending"]),
    );
    // The shares of an item add up to the creators' part exactly: 11.32 + 4.84 = 16.16.
    expect(written.reduce((sum, entry) => sum + Number(entry.amountCents), 0)).toBe(2414);
    expect(written[0]).toMatchObject({ orderId, kind: "sale", transferId: "", paidOn: null });
    const availableOn = (written[0]!.availableOn as Timestamp).toMillis();
    expect(availableOn).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(availableOn).toBeLessThan(Date.now() + 30 * DAY + 1000);
  });

  it("uses the order item's creators/payout snapshot from checkout over the product's current split", async () => {
    const items = (await readDoc(`orders/${orderId}`))!.items as Record<string, unknown>[];
    await adminDb()
      .doc(`orders/${orderId}`)
      .update({ items: items.map((item) => (item.productId === paidDocument.id ? { ...item, creators: [COCREATOR, CREATOR], payout: [50, 50] } : item)) });
    await handlePaymentEvent(paidEvent());
    const document = (await entries()).filter((entry) => entry.productId === paidDocument.id);
    expect(document.map((entry) => [entry.uid, entry.amountCents]).sort()).toEqual([[COCREATOR, 399], [CREATOR, 399]].sort());
  });

  it("5 deliveries in a row write one set of entries", async () => {
    for (let round = 0; round < 5; round++) await handlePaymentEvent(paidEvent());
    expect(await entries()).toHaveLength(3);
  });

  it("5 deliveries at once, from a pending order, write one set of entries", async () => {
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => handlePaymentEvent(paidEvent())));
    expect(outcomes.filter((outcome) => outcome === "granted")).toHaveLength(1);
    const written = await entries();
    expect(written).toHaveLength(3);
    expect(written.reduce((sum, entry) => sum + Number(entry.amountCents), 0)).toBe(2414);
  });

  it("an order that fails or does not match its amount earns nothing", async () => {
    await handlePaymentEvent(paidEvent({ amountTotal: 1 }));
    expect(await entries()).toEqual([]);
  });
});

describe("refunds", () => {
  it("a refund undoes the order once: status, relations, participants and unpaid shares", async () => {
    await handlePaymentEvent(paidEvent());
    expect(await readDoc(`products/${paidCourse.id}`)).toMatchObject({ participants: 4 });
    const outcomes = await Promise.all([handlePaymentEvent(refundEvent()), handlePaymentEvent(refundEvent()), handlePaymentEvent(refundEvent())]);
    expect(outcomes.filter((outcome) => outcome === "refunded")).toHaveLength(1);
    await expect(handlePaymentEvent(refundEvent())).resolves.toBe("duplicate");

    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: "refunded", refundedOn: expect.anything(), refundEventId: "evt_refund" });
    expect(await relationsOf(BUYER)).toEqual([]);
    expect(await readDoc(`products/${paidCourse.id}`)).toMatchObject({ participants: 3 });
    expect(await readDoc(`products/${paidDocument.id}`)).toMatchObject({ participants: 3 });
    const after = await entries();
    expect(after).toHaveLength(3);
    expect(after.every((entry) => entry.status === "reversed")).toBe(true);
    expect((await readPayouts(CREATOR, createLocalPayoutProvider())).balance).toEqual({ pending: 0, available: 0, paid: 0 });
  });

  it("a late redelivery of the payment after the refund grants nothing again", async () => {
    await handlePaymentEvent(paidEvent());
    await handlePaymentEvent(refundEvent());
    await expect(handlePaymentEvent(paidEvent())).resolves.toBe("duplicate");
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: "refunded" });
    expect(await relationsOf(BUYER)).toEqual([]);
    expect((await entries()).map((entry) => entry.status)).toEqual(["reversed", "reversed", "reversed"]);
  });

  it("keeps a relation the buyer holds from elsewhere (an admin grant) and its participant", async () => {
    await handlePaymentEvent(paidEvent());
    await adminDb().doc(`userProductRelations/${BUYER}_${paidDocument.id}`).set({ uid: BUYER, productId: paidDocument.id, source: "admin", orderId: null });
    await handlePaymentEvent(refundEvent());
    expect((await relationsOf(BUYER)).map((relation) => relation.id)).toEqual([`${BUYER}_${paidDocument.id}`]);
    expect(await readDoc(`products/${paidDocument.id}`)).toMatchObject({ participants: 4 });
  });

  it("a refund of an order that was never paid, or of part of it, changes nothing", async () => {
    await expect(handlePaymentEvent(refundEvent())).resolves.toBe("unchanged");
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: "pending" });
    await handlePaymentEvent(paidEvent());
    await expect(handlePaymentEvent(refundEvent({ amountTotal: 1000 }))).resolves.toBe("unchanged");
    expect(await relationsOf(BUYER)).toHaveLength(2);
  });

  it("finds the order by the PaymentIntent the paid event stored (Stripe's charge.refunded)", async () => {
    await handlePaymentEvent(paidEvent({ paymentIntentId: "pi_123" }));
    await expect(handlePaymentEvent(refundEvent({ orderId: "", paymentIntentId: "pi_123" }))).resolves.toBe("refunded");
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: "refunded", paymentIntentId: "pi_123" });
  });

  it("a share already paid out is taken back by a negative entry the next payout deducts", async () => {
    await handlePaymentEvent(paidEvent());
    await endHold();
    await onboard(CREATOR);
    await withdraw(CREATOR, createLocalPayoutProvider());
    await handlePaymentEvent(refundEvent());
    const reversals = (await entries({ uid: CREATOR })).filter((entry) => entry.kind === "reversal");
    expect(reversals.map((entry) => Number(entry.amountCents)).sort((a, b) => a - b)).toEqual([-1132, -798]);
    const view = await readPayouts(CREATOR, createLocalPayoutProvider());
    expect(view.balance).toEqual({ pending: 0, available: -19.3, paid: 19.3 });
    await expect(withdraw(CREATOR, createLocalPayoutProvider())).rejects.toMatchObject({ status: 409 });
    // The co-creator was never paid: their share is simply reversed.
    expect((await entries({ uid: COCREATOR })).map((entry) => entry.status)).toEqual(["reversed"]);
  });

  it("the local provider's refund is a signed event through the webhook endpoint", async () => {
    const send = (url: string | URL | Request, init?: RequestInit) => webhook(new Request(url, init));
    const webhookUrl = "http://shop.test/api/payments/webhook";
    await expect(refundLocalPayment({ orderId, webhookUrl, secret: SECRET, send })).rejects.toMatchObject({ status: 409 });
    await handlePaymentEvent(paidEvent());
    await refundLocalPayment({ orderId, webhookUrl, secret: SECRET, send });
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: "refunded" });
    await expect(refundLocalPayment({ orderId, webhookUrl, secret: "forged", send })).rejects.toMatchObject({ status: 409 });
  });
});

describe("connecting a payout account", () => {
  it("creates the account once, stores it in connections/{uid} and users/{uid}.connectId, and links to onboarding", async () => {
    await adminDb().doc(`users/${CREATOR}`).set({ uid: CREATOR, email: "c@example.com", customerId: "", connectId: "", cart: [] });
    const provider = createLocalPayoutProvider();
    const first = await connectPayouts({ uid: CREATOR, email: "c@example.com", origin: "http://shop.test", provider });
    expect(first.url).toMatch(/^\/dashboard\/payouts\/local-onboarding\?account=acct-local_/);
    expect(first.connection).toMatchObject({ uid: CREATOR, provider: "local", onboarding: "pending", payoutsEnabled: false });
    expect(await readDoc(`users/${CREATOR}`)).toMatchObject({ connectId: first.connection.accountId });
    const again = await connectPayouts({ uid: CREATOR, email: "c@example.com", origin: "http://shop.test", provider });
    expect(again.connection.accountId).toBe(first.connection.accountId);

    expect((await readPayouts(CREATOR, provider)).connection).toMatchObject({ onboarding: "pending" });
    await completeLocalOnboarding(CREATOR, provider);
    expect((await readPayouts(CREATOR, provider)).connection).toMatchObject({ onboarding: "complete", payoutsEnabled: true, capabilities: { transfers: "active" } });
  });

  it("local onboarding cannot be completed before connecting", async () => {
    await expect(completeLocalOnboarding(CREATOR, createLocalPayoutProvider())).rejects.toMatchObject({ status: 409 });
    expect(await readDoc(`connections/${CREATOR}`)).toBeUndefined();
  });
});

describe("paying out", () => {
  beforeEach(async () => {
    await handlePaymentEvent(paidEvent());
  });

  it("refuses without a finished payout account", async () => {
    await endHold();
    await expect(withdraw(CREATOR, createLocalPayoutProvider())).rejects.toMatchObject({ status: 409, code: "payouts/not-ready" });
    await connectPayouts({ uid: CREATOR, email: "", origin: "http://shop.test", provider: createLocalPayoutProvider() });
    await expect(withdraw(CREATOR, createLocalPayoutProvider())).rejects.toMatchObject({ status: 409, code: "payouts/not-ready" });
  });

  it("pays nothing while the shares are on hold", async () => {
    await onboard(CREATOR);
    const { provider, transfer } = countingProvider();
    expect((await readPayouts(CREATOR, provider)).balance).toEqual({ pending: 19.3, available: 0, paid: 0 });
    await expect(withdraw(CREATOR, provider)).rejects.toMatchObject({ status: 409, code: "payouts/nothing-available" });
    expect(transfer).not.toHaveBeenCalled();
  });

  it("two clicks at once make one transfer of the available balance and mark the entries paid", async () => {
    await onboard(CREATOR);
    await endHold();
    const { provider, transfer } = countingProvider();
    const results = await Promise.allSettled([withdraw(CREATOR, provider), withdraw(CREATOR, provider)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(transfer).toHaveBeenCalledTimes(1);
    const [accountId, cents, key] = transfer.mock.calls[0]!;
    expect(cents).toBe(1930);
    expect(accountId).toBe((await readDoc(`connections/${CREATOR}`))!.accountId);
    expect(key).toMatch(/^payout-[0-9a-f]{40}$/);
    const mine = await entries({ uid: CREATOR });
    expect(mine.every((entry) => entry.status === "paid" && String(entry.transferId).startsWith("tr_local_"))).toBe(true);
    // The co-creator's share is theirs alone.
    expect((await entries({ uid: COCREATOR })).map((entry) => entry.status)).toEqual(["pending"]);
    expect((await readPayouts(CREATOR, provider)).balance).toEqual({ pending: 0, available: 0, paid: 19.3 });
  });

  it("a failed transfer pays nothing and leaves the balance available", async () => {
    await onboard(CREATOR);
    await endHold();
    const { provider } = countingProvider(true);
    await expect(withdraw(CREATOR, provider)).rejects.toMatchObject({ status: 502 });
    expect((await entries({ uid: CREATOR })).map((entry) => entry.status)).toEqual(["pending", "pending"]);
    expect((await readPayouts(CREATOR, provider)).balance).toEqual({ pending: 0, available: 19.3, paid: 0 });
  });
});

describe("the payouts routes", () => {
  const PASSWORD = "payouts-password-1";
  let creatorUid: string;

  beforeAll(async () => {
    await clearAuth();
    creatorUid = await createAccount("creator@payouts.test", PASSWORD);
  });

  it("answer 401 without a token", async () => {
    const response = await getPayoutsRoute(new Request("http://shop.test/api/creator/payouts"));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "auth/unauthenticated" });
  });

  it("GET shows only the caller's own entries and balance; withdraw without an account is a readable 409", async () => {
    await writeProduct(paidDocument, { creators: [creatorUid] });
    // Another buyer: this one's order of both products still waits for payment, so checkout would refuse it (issue 48).
    const other = await checkout({ uid: "other-buyer-uid", email: "other@example.com", country: "AT", productIds: [paidDocument.id], origin: "http://shop.test", provider: createLocalProvider(SECRET) });
    await handlePaymentEvent({ id: "evt_other", type: "paid", orderId: other.orderId!, sessionId: other.url!.split("/").pop()!, amountTotal: 1250 });
    const headers = { Authorization: `Bearer ${await idToken("creator@payouts.test", PASSWORD)}` };
    const response = await getPayoutsRoute(new Request("http://shop.test/api/creator/payouts", { headers }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { connection: unknown; balance: unknown; entries: { uid: string }[] };
    expect(body.connection).toBeNull();
    expect(body.balance).toEqual({ pending: 7.98, available: 0, paid: 0 });
    expect(body.entries).toHaveLength(1);
    expect(body.entries.every((entry) => entry.uid === creatorUid)).toBe(true);

    const refused = await withdrawRoute(new Request("http://shop.test/api/creator/payouts/withdraw", { method: "POST", headers }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: "payouts/not-ready", error: "Finish setting up your payout account first." });
  });
});

describe("an admin refund", () => {
  const send = (url: string | URL | Request, init?: RequestInit) => webhook(new Request(url, init));
  const input = (overrides: Record<string, unknown> = {}) => ({
    orderId,
    reason: "Bought the wrong course by mistake.",
    actor: { uid: "admin-uid", email: "admin@example.com" },
    webhookUrl: "http://shop.test/api/payments/webhook",
    send,
    ...overrides,
  });

  it("of a local order goes through the signed refund event and is audited", async () => {
    await handlePaymentEvent(paidEvent());
    await expect(requestRefund(input())).resolves.toEqual({ status: "refunded" });
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: "refunded" });
    expect(await relationsOf(BUYER)).toEqual([]);
    const audit = (await adminDb().collection("auditLog").get()).docs.map((doc) => doc.data());
    expect(audit).toEqual([expect.objectContaining({ action: "order.refund_requested", target: `orders/${orderId}`, actorUid: "admin-uid", reason: "Bought the wrong course by mistake." })]);
    await expect(requestRefund(input())).rejects.toMatchObject({ status: 409, code: "refund/not-paid" });
  });

  it("needs a reason and a paid order", async () => {
    await expect(requestRefund(input({ reason: " " }))).rejects.toMatchObject({ status: 400 });
    await expect(requestRefund(input())).rejects.toMatchObject({ status: 409 });
    await expect(requestRefund(input({ orderId: "order_doesnotexist1" }))).rejects.toMatchObject({ status: 404 });
    expect((await adminDb().collection("auditLog").get()).size).toBe(0);
  });

  it("of a Stripe order creates the refund at Stripe once; the charge.refunded event applies it", async () => {
    await handlePaymentEvent(paidEvent({ paymentIntentId: "pi_123" }));
    await adminDb().doc(`orders/${orderId}`).update({ provider: "stripe" });
    const create = vi.fn().mockResolvedValue({ id: "re_1" });
    await expect(requestRefund(input({ stripe: { refunds: { create } } }))).resolves.toEqual({ status: "requested" });
    expect(create).toHaveBeenCalledWith({ payment_intent: "pi_123", metadata: { orderId } }, { idempotencyKey: `refund-${orderId}` });
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: "paid" });
  });
});

describe("the ledger a page at a time", () => {
  it("lists 45 entries in pages of 20, newest first, ties on the time by id, none twice or missed", async () => {
    const uid = "pager-creator";
    const ids = Array.from({ length: 45 }, (_, index) => `order_${String(index).padStart(2, "0")}_prod_x_${uid}`);
    // Three instants a microsecond apart (Firestore keeps microseconds): a cursor kept to the
    // millisecond would repeat or skip entries.
    const at = (index: number) => new Timestamp(1_750_000_000, 1_000 * (1 + (index % 3)));
    const batch = adminDb().batch();
    ids.forEach((id, index) => batch.set(adminDb().doc(`payouts/${id}`), { uid, orderId: id, productId: "prod_x", title: "T", kind: "sale", amount: 1, amountCents: 100, share: 100, status: "paid", createdOn: at(index), availableOn: at(index), paidOn: null, transferId: "" }));
    await batch.commit();
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof readPayoutEntries>> = await readPayoutEntries(uid, after);
      expect(page.entries.length).toBeLessThanOrEqual(20);
      seen.push(...page.entries.map((entry) => entry.id));
      after = page.next;
    } while (after);
    const expected = [...ids].sort((a, b) => (ids.indexOf(b) % 3) - (ids.indexOf(a) % 3) || b.localeCompare(a));
    expect(seen).toEqual(expected);
    const first = await readPayoutEntries(uid, "not-a-cursor");
    expect(first.entries.map((entry) => entry.id)).toEqual(expected.slice(0, 20));
  });
});
