import { Timestamp } from "firebase-admin/firestore";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { adminAuth, adminDb } from "@/lib/firebase/server";
import { readOrder } from "@/lib/db/orders.server";
import { mailKeys } from "@/lib/mail/keys";
import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider } from "@/lib/payments/local";
import { completeLocalPayment } from "@/lib/payments/local-session.server";
import type { PaymentEvent, PaymentProvider } from "@/lib/payments/provider";
import { handlePaymentEvent } from "@/lib/payments/webhook.server";
import { registerRulesEnv } from "../rules/rules-env";
import { BUYER, cartLine, COCREATOR, CREATOR, notificationsOf, ordersOf, paidCourse, paidDocument, readDoc, relationsOf, seedPaymentsData, writeBuyer } from "./payments-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

// Issue 48 item 10: one buyer, two orders that can both be paid for one course, both paid.
// The route handler's provider is the local one with the development secret.
const SECRET = "local-payments-development-secret";
const rulesEnv = registerRulesEnv();
const webhookUrl = "http://shop.test/api/payments/webhook";
const send = (url: string | URL | Request, init?: RequestInit) => webhook(new Request(url, init));

type Opened = { orderId: string; sessionId: string };

/** Pays an order on the local test page: a signed event through the webhook endpoint, as a buyer's click sends. */
const pay = ({ sessionId }: Opened) => completeLocalPayment({ sessionId, outcome: "paid", webhookUrl, secret: SECRET, send });

async function openWithCheckout(productIds: string[]): Promise<Opened> {
  const result = await checkout({ uid: BUYER, email: "buyer@example.com", country: "AT", productIds, origin: "http://shop.test", provider: createLocalProvider(SECRET) });
  return { orderId: result.orderId!, sessionId: result.url!.split("/").pop()! };
}

/**
 * A second order for the course beside `first`, written as checkout writes one: on 61ce601 a
 * second cart holding the course opened it through checkout; checkout now refuses that, but an
 * order opened before a relation existed (or before this fix) is still payable.
 */
async function openBeside(first: Opened, suffix: string, extra: typeof paidDocument | null): Promise<Opened> {
  const stored = (await readDoc(`orders/${first.orderId}`))!;
  const items = [...(stored.items as Record<string, unknown>[]), ...(extra ? [{ productId: extra.id, title: extra.title, price: extra.price, creators: extra.creators, payout: [100] }] : [])];
  const opened = { orderId: `order_second${suffix}`, sessionId: `cs_second${suffix}` };
  await adminDb()
    .doc(`orders/${opened.orderId}`)
    .set({
      ...stored,
      items,
      creatorIds: [...new Set(items.flatMap((item) => item.creators as string[]))],
      total: Math.round(items.reduce((sum, item) => sum + Number(item.price) * 100, 0)) / 100,
      sessionId: opened.sessionId,
      sessionUrl: `/checkout/local/${opened.sessionId}`,
      createdOn: Timestamp.now(),
    });
  return opened;
}

const ledgerOf = async (orderId: string) => (await adminDb().collection("payouts").where("orderId", "==", orderId).get()).docs.map((doc) => doc.data());

beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedPaymentsData();
  await writeBuyer([cartLine(paidCourse), cartLine(paidDocument)]);
  // The shop mails only an address Firebase Auth has verified (decision 0206).
  const auth = adminAuth();
  const holder = await auth.getUserByEmail("buyer@example.com").catch(() => null);
  if (holder && holder.uid !== BUYER) await auth.deleteUser(holder.uid);
  await auth.updateUser(BUYER, { email: "buyer@example.com", emailVerified: true }).catch(() => auth.createUser({ uid: BUYER, email: "buyer@example.com", emailVerified: true }));
});

describe("two orders for one course, both paid", () => {
  it.each([
    ["the course alone first, then the course with the workbook", false],
    ["the course with the workbook first, then the course alone", true],
  ])("%s: the buyer is charged once net, holds one relation, the creators earn once and the second payment goes back", async (_name, largerFirst) => {
    const alone = await openWithCheckout([paidCourse.id]);
    const larger = await openBeside(alone, "0001", paidDocument);
    const [kept, duplicate] = largerFirst ? [larger, alone] : [alone, larger];

    await pay(kept);
    await pay(duplicate);

    // Charged once net: one order paid, the other refunded in full by the provider.
    const orders = Object.fromEntries((await ordersOf(BUYER)).map((order) => [order.id, order]));
    expect(orders[kept.orderId]).toMatchObject({ status: "paid" });
    expect(orders[duplicate.orderId]).toMatchObject({ status: "refunded", refundEventId: expect.any(String), alreadyHeld: [paidCourse.id] });
    const charged = Object.values(orders).filter((order) => order.status === "paid" || order.status === "refunding");
    expect(charged.map((order) => order.id)).toEqual([kept.orderId]);

    // One relation per product, each from the order that was kept; the course counts one learner more.
    const relations = (await relationsOf(BUYER)) as { orderId?: unknown; productId?: unknown }[];
    expect(relations.map((relation) => relation.orderId)).toEqual(relations.map(() => kept.orderId));
    expect(relations.map((relation) => String(relation.productId)).sort()).toEqual((largerFirst ? [paidCourse.id, paidDocument.id] : [paidCourse.id]).sort());
    expect(await readDoc(`products/${paidCourse.id}`)).toMatchObject({ participants: 4 });
    // The refunded order granted nothing: a workbook it held stays in the cart, to be bought on its own.
    expect(((await readDoc(`users/${BUYER}`))?.cart as { productId: string }[]).map((line) => line.productId)).toEqual(largerFirst ? [] : [paidDocument.id]);

    // The creators earn from the kept order only, and were told of one sale of the course.
    expect((await ledgerOf(duplicate.orderId)).filter((entry) => entry.status !== "reversed")).toEqual([]);
    const earned = await ledgerOf(kept.orderId);
    expect(earned.length).toBeGreaterThan(0);
    expect(earned.every((entry) => entry.status === "pending")).toBe(true);
    expect((await notificationsOf(COCREATOR)).map((notification) => notification.title)).toEqual([`New sale: ${paidCourse.title}`]);
    expect((await notificationsOf(CREATOR)).filter((notification) => notification.title === `New sale: ${paidCourse.title}`)).toHaveLength(1);

    // Every invoice stands for money kept: the refunded order has none, or one with its credit note.
    expect(await readDoc(`invoices/${kept.orderId}`)).toBeDefined();
    expect(Boolean(await readDoc(`invoices/${duplicate.orderId}`))).toBe(Boolean(await readDoc(`creditNotes/${duplicate.orderId}`)));

    // The buyer is told why, by email and on the order.
    const mail = await readDoc(`mail/${mailKeys.refundConfirmation(duplicate.orderId)}`);
    expect(mail).toMatchObject({ to: "buyer@example.com", kind: "refund-confirmation" });
    expect((mail?.message as { text: string }).text).toContain(
      `You already had “${paidCourse.title}” when this payment arrived, so it goes back to you in full and this order adds nothing to your library.`,
    );
    expect((await readOrder(duplicate.orderId))?.alreadyHeld).toEqual([paidCourse.id]);
  });
});

describe("a provider whose refund arrives later (Stripe)", () => {
  const paidEvent = (opened: Opened, overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({ id: `evt_${opened.orderId}`, type: "paid", orderId: opened.orderId, sessionId: opened.sessionId, amountTotal: 2499, ...overrides });

  it("holds the second payment as 'refunding', asks again on each delivery until the provider takes it, and closes it on the refund's event", async () => {
    const refund = vi.fn<PaymentProvider["refund"]>(async () => null);
    const provider: PaymentProvider = { ...createLocalProvider(SECRET), refund };
    const first = await openWithCheckout([paidCourse.id]);
    const second = await openBeside(first, "0002", null);
    await expect(handlePaymentEvent(paidEvent(first), provider)).resolves.toBe("granted");

    await expect(handlePaymentEvent(paidEvent(second, { paymentIntentId: "pi_second" }), provider)).resolves.toBe("refunding");
    expect(await readDoc(`orders/${second.orderId}`)).toMatchObject({ status: "refunding", alreadyHeld: [paidCourse.id], paymentIntentId: "pi_second" });
    expect(await readDoc(`invoices/${second.orderId}`)).toBeUndefined();
    expect(await ledgerOf(second.orderId)).toEqual([]);
    expect(refund).toHaveBeenLastCalledWith({ orderId: second.orderId, total: 24.99, paymentIntentId: "pi_second" });

    // The provider could not be reached: the webhook fails, so the provider delivers the payment again.
    refund.mockRejectedValueOnce(new Error("provider down"));
    await expect(handlePaymentEvent(paidEvent(second, { paymentIntentId: "pi_second" }), provider)).rejects.toThrow("provider down");
    await expect(handlePaymentEvent(paidEvent(second, { paymentIntentId: "pi_second" }), provider)).resolves.toBe("refunding");
    expect(refund).toHaveBeenCalledTimes(3);
    expect(await relationsOf(BUYER)).toHaveLength(1);

    // Stripe's charge.refunded names the PaymentIntent.
    const refunded: PaymentEvent = { id: "evt_refund", type: "refunded", orderId: "", sessionId: "", amountTotal: 2499, paymentIntentId: "pi_second" };
    await expect(handlePaymentEvent(refunded, provider)).resolves.toBe("refunded");
    expect(await readDoc(`orders/${second.orderId}`)).toMatchObject({ status: "refunded" });
    expect(await readDoc(`creditNotes/${second.orderId}`)).toBeUndefined();
    expect(await readDoc(`mail/${mailKeys.refundConfirmation(second.orderId)}`)).toBeDefined();
    // Nothing of the kept order was undone, and no creator heard of a refund.
    expect(await relationsOf(BUYER)).toEqual([expect.objectContaining({ productId: paidCourse.id, orderId: first.orderId })]);
    expect((await notificationsOf(COCREATOR)).map((notification) => notification.title)).toEqual([`New sale: ${paidCourse.title}`]);
    await expect(handlePaymentEvent(paidEvent(second, { paymentIntentId: "pi_second" }), provider)).resolves.toBe("duplicate");
    expect(refund).toHaveBeenCalledTimes(3);
  });
});

describe("the local test page of an order", () => {
  it("expires 35 minutes after the order opened: Pay then cancels it and charges nothing", async () => {
    const opened = await openWithCheckout([paidCourse.id]);
    const later = Date.now() + 35 * 60 * 1000;
    await expect(completeLocalPayment({ sessionId: opened.sessionId, outcome: "paid", webhookUrl, secret: SECRET, send, now: later })).resolves.toEqual({
      redirect: `/checkout/cancelled?order=${opened.orderId}`,
    });
    expect(await readDoc(`orders/${opened.orderId}`)).toMatchObject({ status: "cancelled" });
    expect(await relationsOf(BUYER)).toEqual([]);
  });
});
