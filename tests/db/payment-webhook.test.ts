import { revalidateTag } from "next/cache";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider, LOCAL_SIGNATURE_HEADER, signLocalPayload, verifyLocalSignature } from "@/lib/payments/local";
import { completeLocalPayment } from "@/lib/payments/local-session.server";
import { WebhookSignatureError, type PaymentEvent } from "@/lib/payments/provider";
import { handlePaymentEvent, UnknownOrderError } from "@/lib/payments/webhook.server";
import { registerRulesEnv } from "../rules/rules-env";
import {
  BUYER,
  cartLine,
  COCREATOR,
  CREATOR,
  freeGuide,
  notificationsOf,
  paidCourse,
  paidDocument,
  readDoc,
  relationsOf,
  seedPaymentsData,
  writeBuyer,
  writeRelation,
} from "./payments-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

// The route handler picks the provider from the environment: the local one, with the dev secret.
const SECRET = "local-payments-development-secret";
const rulesEnv = registerRulesEnv();
let orderId: string;
let sessionId: string;

const paidEvent = (overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({
  id: "evt_paid",
  type: "paid",
  orderId,
  sessionId,
  amountTotal: 3749,
  ...overrides,
});

function deliver(body: string, signature = signLocalPayload(body, SECRET)) {
  return webhook(new Request("http://shop.test/api/payments/webhook", { method: "POST", headers: { [LOCAL_SIGNATURE_HEADER]: signature }, body }));
}

const order = () => readDoc(`orders/${orderId}`);

beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedPaymentsData();
  await writeBuyer([cartLine(paidCourse), cartLine(paidDocument), cartLine(freeGuide)]);
  const result = await checkout({ uid: BUYER, email: "buyer@example.com", country: "AT", productIds: [paidCourse.id, paidDocument.id], origin: "http://shop.test", provider: createLocalProvider(SECRET) });
  orderId = result.orderId!;
  sessionId = result.url!.split("/").pop()!;
  vi.mocked(revalidateTag).mockClear();
});

describe("local webhook signatures", () => {
  const body = JSON.stringify({ hello: "world" });
  const now = 1_750_000_000;

  it("accepts a signature over the exact body within 300 s", () => {
    expect(() => verifyLocalSignature(body, signLocalPayload(body, SECRET, now - 299), SECRET, now)).not.toThrow();
  });

  it.each([
    ["another secret", signLocalPayload(body, "not-the-secret", now), body],
    ["a tampered body", signLocalPayload(body, SECRET, now), body.replace("world", "w0rld")],
    ["a signature older than 300 s", signLocalPayload(body, SECRET, now - 301), body],
    ["no signature", "", body],
    ["garbage", "t=abc,v1=zz", body],
  ])("refuses %s", (_name, header, sent) => {
    expect(() => verifyLocalSignature(sent, header, SECRET, now)).toThrow(WebhookSignatureError);
  });
});

describe("the payment webhook endpoint", () => {
  it("grants nothing and answers 400 for a bad signature, a tampered body or an old timestamp", async () => {
    const body = JSON.stringify(paidEvent());
    const old = Math.floor(Date.now() / 1000) - 301;
    expect((await deliver(body, signLocalPayload(body, "wrong-secret"))).status).toBe(400);
    expect((await deliver(body.replace("3749", "1"), signLocalPayload(body, SECRET))).status).toBe(400);
    expect((await deliver(body, signLocalPayload(body, SECRET, old))).status).toBe(400);
    expect(await relationsOf(BUYER)).toEqual([]);
    expect(await order()).toMatchObject({ status: "pending" });
  });

  it("answers 404 for an unknown order and changes nothing", async () => {
    const response = await deliver(JSON.stringify(paidEvent({ orderId: "order_doesnotexist1" })));
    expect(response.status).toBe(404);
    expect(await relationsOf(BUYER)).toEqual([]);
  });

  it("on a paid event grants the stored order's items, once", async () => {
    const response = await deliver(JSON.stringify(paidEvent()));
    expect(response.status).toBe(200);

    expect(await order()).toMatchObject({ status: "paid", sessionId, providerEventId: "evt_paid", paidOn: expect.anything() });
    const relations = await relationsOf(BUYER);
    expect(relations.map((relation) => relation.id).sort()).toEqual([`${BUYER}_${paidCourse.id}`, `${BUYER}_${paidDocument.id}`].sort());
    expect(relations[0]).toMatchObject({ uid: BUYER, source: "purchase", orderId });
    expect(await readDoc(`products/${paidCourse.id}`)).toMatchObject({ participants: 4 });
    expect(await readDoc(`products/${paidDocument.id}`)).toMatchObject({ participants: 4 });
    // The free guide was not bought and stays in the cart.
    expect((await readDoc(`users/${BUYER}`))?.cart).toEqual([cartLine(freeGuide)]);
    expect(await notificationsOf(CREATOR)).toHaveLength(2);
    expect(await notificationsOf(COCREATOR)).toEqual([
      expect.objectContaining({ type: "sale", title: `New sale: ${paidCourse.title}`, read: false, link: "/dashboard/performance" }),
    ]);
    // The learner counts on their pages change; the catalogue's lists are left alone.
    expect(revalidateTag).toHaveBeenCalledWith(`product:${paidCourse.id}`, "max");
    expect(revalidateTag).toHaveBeenCalledWith(`product:${paidDocument.id}`, "max");
    expect(revalidateTag).not.toHaveBeenCalledWith("products", expect.anything());
  });
});

describe("idempotency of the paid event", () => {
  const expectGrantedOnce = async () => {
    expect(await relationsOf(BUYER)).toHaveLength(2);
    expect(await readDoc(`products/${paidCourse.id}`)).toMatchObject({ participants: 4 });
    expect(await notificationsOf(COCREATOR)).toHaveLength(1);
    expect(await order()).toMatchObject({ status: "paid", providerEventId: "evt_paid" });
  };

  it("the same event 5 times in a row grants once", async () => {
    const outcomes = [];
    for (let round = 0; round < 5; round++) outcomes.push(await handlePaymentEvent(paidEvent()));
    expect(outcomes).toEqual(["granted", "duplicate", "duplicate", "duplicate", "duplicate"]);
    await expectGrantedOnce();
  });

  it("the same event 5 times at once grants once", async () => {
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => handlePaymentEvent(paidEvent())));
    expect(outcomes.filter((outcome) => outcome === "granted")).toHaveLength(1);
    await expectGrantedOnce();
  });

  it("5 signed deliveries at once through the endpoint grant once", async () => {
    const body = JSON.stringify(paidEvent());
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await expectGrantedOnce();
  });

  it("an order with an item the buyer came to own meanwhile grants nothing and is refunded in full (issue 48)", async () => {
    await writeRelation(BUYER, paidCourse.id);
    await expect(handlePaymentEvent(paidEvent())).resolves.toBe("refunded");
    expect(await relationsOf(BUYER)).toEqual([expect.objectContaining({ productId: paidCourse.id, orderId: null })]);
    expect(await readDoc(`products/${paidCourse.id}`)).toMatchObject({ participants: 3 });
    expect(await readDoc(`products/${paidDocument.id}`)).toMatchObject({ participants: 3 });
    expect(await order()).toMatchObject({ status: "refunded", alreadyHeld: [paidCourse.id] });
    expect(await notificationsOf(CREATOR)).toEqual([]);
  });
});

describe("events that grant nothing", () => {
  it.each(["failed", "cancelled"] as const)("a %s event closes the order and grants nothing", async (type) => {
    await expect(handlePaymentEvent(paidEvent({ id: "evt_x", type }))).resolves.toBe(type);
    expect(await order()).toMatchObject({ status: type });
    expect(await relationsOf(BUYER)).toEqual([]);
    expect((await readDoc(`users/${BUYER}`))?.cart).toHaveLength(3);
  });

  it("a cancellation after the payment leaves the order paid", async () => {
    await handlePaymentEvent(paidEvent());
    await expect(handlePaymentEvent(paidEvent({ id: "evt_late", type: "cancelled" }))).resolves.toBe("unchanged");
    expect(await order()).toMatchObject({ status: "paid" });
  });

  it("a paid amount that differs from the stored total grants nothing", async () => {
    await expect(handlePaymentEvent(paidEvent({ amountTotal: 1 }))).resolves.toBe("amount_mismatch");
    expect(await order()).toMatchObject({ status: "amount_mismatch", amountPaid: 1 });
    expect(await relationsOf(BUYER)).toEqual([]);
    // Delivering it again, even with the right amount, does not grant it later.
    await expect(handlePaymentEvent(paidEvent())).resolves.toBe("duplicate");
    expect(await relationsOf(BUYER)).toEqual([]);
  });

  it("a signed event whose metadata names another product grants what the order paid for", async () => {
    // An attacker who could shape the event's extra fields still gets only the stored items.
    const body = JSON.stringify({ ...paidEvent(), metadata: { productId: freeGuide.id }, productIds: [freeGuide.id], items: [{ productId: freeGuide.id, price: 0 }] });
    expect((await deliver(body)).status).toBe(200);
    const relations = await relationsOf(BUYER);
    expect(relations.map((relation) => relation.id).sort()).toEqual([`${BUYER}_${paidCourse.id}`, `${BUYER}_${paidDocument.id}`].sort());
  });

  it("an event whose session is not the order's is refused", async () => {
    await expect(handlePaymentEvent(paidEvent({ sessionId: "cs_someoneelses1" }))).rejects.toThrow(UnknownOrderError);
    expect(await relationsOf(BUYER)).toEqual([]);
  });
});

describe("the local test payment page's buttons", () => {
  // The server posts to its own webhook over HTTP; here the request goes straight to the handler.
  const send = (url: string | URL | Request, init?: RequestInit) => webhook(new Request(url, init));
  const webhookUrl = "http://shop.test/api/payments/webhook";

  it("Pay sends a signed event that pays the order and leads to the success page", async () => {
    await expect(completeLocalPayment({ sessionId, outcome: "paid", webhookUrl, secret: SECRET, send })).resolves.toEqual({
      redirect: `/checkout/success?order=${orderId}`,
    });
    expect(await order()).toMatchObject({ status: "paid" });
    expect(await relationsOf(BUYER)).toHaveLength(2);
    await expect(completeLocalPayment({ sessionId, outcome: "paid", webhookUrl, secret: SECRET, send })).rejects.toMatchObject({ status: 409 });
  });

  it("Cancel payment cancels the order, grants nothing and leaves the cart", async () => {
    await expect(completeLocalPayment({ sessionId, outcome: "cancelled", webhookUrl, secret: SECRET, send })).resolves.toEqual({
      redirect: `/checkout/cancelled?order=${orderId}`,
    });
    expect(await order()).toMatchObject({ status: "cancelled" });
    expect(await relationsOf(BUYER)).toEqual([]);
    expect((await readDoc(`users/${BUYER}`))?.cart).toHaveLength(3);
  });

  it("an event signed with another secret is refused by the endpoint", async () => {
    await expect(completeLocalPayment({ sessionId, outcome: "paid", webhookUrl, secret: "forged", send })).rejects.toMatchObject({ status: 502 });
    expect(await relationsOf(BUYER)).toEqual([]);
  });
});
