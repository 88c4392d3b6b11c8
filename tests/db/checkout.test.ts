import { revalidateTag } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import { CHECKOUT_SESSION_MS } from "@/config/payments";
import { cancelOpenOrder } from "@/lib/orders/cancel-order.server";
import { checkout } from "@/lib/payments/checkout.server";
import { createLocalProvider } from "@/lib/payments/local";
import type { CreateCheckoutInput, PaymentProvider } from "@/lib/payments/provider";
import { registerRulesEnv } from "../rules/rules-env";
import {
  BUYER,
  cartLine,
  COCREATOR,
  CREATOR,
  freeGuide,
  ordersOf,
  paidCourse,
  paidDocument,
  pendingCourse,
  readDoc,
  relationsOf,
  freshPaymentsData,
  writeBuyer,
  writeProduct,
  writeRelation,
} from "./payments-fixtures";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const rulesEnv = registerRulesEnv();
const origin = "http://shop.test";

/** The local provider, remembering what it was asked to charge. */
function recordingProvider() {
  const calls: CreateCheckoutInput[] = [];
  const local = createLocalProvider("test-secret");
  const provider: PaymentProvider = { ...local, createCheckout: async (input) => (calls.push(input), local.createCheckout(input)) };
  return { provider, calls };
}

const writeOrderStatus = (orderId: string, status: string) => adminDb().doc(`orders/${orderId}`).update({ status });

const run = (productIds: string[], provider: PaymentProvider, country = "AT") => checkout({ uid: BUYER, email: "buyer@example.com", productIds, country, origin, provider });

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeEach(async () => {
  await freshPaymentsData(rulesEnv());
  vi.mocked(revalidateTag).mockClear();
});

describe("checkout", () => {
  it("charges the stored price even when the cart holds a lower one", async () => {
    await writeBuyer([cartLine(paidCourse, 0.01)]);
    const { provider, calls } = recordingProvider();
    const productIds = [paidCourse.id, paidDocument.id];

    const result = await run(productIds, provider);

    expect(result.url).toMatch(/^\/checkout\/local\/cs_[A-Za-z0-9]{13}$/);
    const [order] = await ordersOf(BUYER);
    expect(order).toMatchObject({
      status: "pending",
      uid: BUYER,
      currency: "EUR",
      provider: "local",
      total: 37.49,
      items: [
        { productId: paidCourse.id, title: paidCourse.title, price: 24.99 },
        { productId: paidDocument.id, title: paidDocument.title, price: 12.5 },
      ],
    });
    expect(order!.sessionId).toBe(result.url!.split("/").pop());
    expect(calls[0]!.order.total).toBe(37.49);
    expect(calls[0]!.successUrl).toBe(`${origin}/checkout/success?order=${order!.id}`);
    expect(calls[0]!.cancelUrl).toBe(`${origin}/checkout/cancelled?order=${order!.id}`);
    // Nothing is granted before the payment is confirmed.
    expect(await relationsOf(BUYER)).toEqual([]);
  });

  it("uses a price changed in Firestore after the item went into the cart", async () => {
    await writeProduct(paidCourse, { price: 30 });
    await run([paidCourse.id], recordingProvider().provider);
    expect((await ordersOf(BUYER))[0]).toMatchObject({ total: 30, items: [{ price: 30 }] });
  });

  it("keeps each item's creators and payout split as they were at checkout, and who earns on the order", async () => {
    await writeProduct(paidCourse, { payout: [70, 30] });
    // A pending invitation holds 20 %: until it is accepted, the lead creator earns that share.
    await writeProduct(paidDocument, { payout: [80], invitations: ["jo@example.com"], invitationShares: [20] });
    await run([paidCourse.id, paidDocument.id], recordingProvider().provider);
    const [order] = await ordersOf(BUYER);
    expect(order).toMatchObject({
      creatorIds: [CREATOR, COCREATOR],
      items: [
        { productId: paidCourse.id, creators: [CREATOR, COCREATOR], payout: [70, 30] },
        { productId: paidDocument.id, creators: [CREATOR], payout: [100] },
      ],
    });
    // A later change of the team does not touch the order.
    await writeProduct(paidCourse, { creators: [COCREATOR], payout: [100] });
    expect(((await ordersOf(BUYER))[0]?.items as unknown[])[0]).toMatchObject({ creators: [CREATOR, COCREATOR], payout: [70, 30] });
  });

  it("refuses products the buyer already owns with 409 and creates no order", async () => {
    await writeRelation(BUYER, paidCourse.id);
    const error = await refusal(run([paidDocument.id, paidCourse.id], recordingProvider().provider));
    expect(error).toMatchObject({ status: 409, details: { productIds: [paidCourse.id] } });
    expect(error.message).toBe(`You already own “${paidCourse.title}”.`);
    expect(await ordersOf(BUYER)).toEqual([]);
  });

  it("refuses a creator's own course with 409, naming it, and creates no order (issue 36)", async () => {
    const error = await refusal(checkout({ uid: COCREATOR, email: "co@example.com", productIds: [paidDocument.id, paidCourse.id], country: "AT", origin, provider: recordingProvider().provider }));
    expect(error).toMatchObject({ status: 409, code: "checkout/own-product", details: { productIds: [paidCourse.id] } });
    expect(error.message).toBe(`You created “${paidCourse.title}”: it is yours already. Remove it from your cart to continue.`);
    expect(await ordersOf(COCREATOR)).toEqual([]);
  });

  it("refuses unapproved and missing products with 422, naming them", async () => {
    const error = await refusal(run([paidCourse.id, pendingCourse.id, "prod_missing"], recordingProvider().provider));
    expect(error).toMatchObject({ status: 422, details: { productIds: [pendingCourse.id, "prod_missing"] } });
    expect(error.message).toContain(pendingCourse.title);
    expect(error.message).toContain("prod_missing");
    expect(await ordersOf(BUYER)).toEqual([]);
  });

  it("enrols free products at once, without an order or a payment", async () => {
    await writeBuyer([cartLine(freeGuide), cartLine(paidCourse)]);
    const { provider, calls } = recordingProvider();

    await expect(run([freeGuide.id], provider)).resolves.toEqual({ url: null, orderId: null, enrolled: [freeGuide.id] });

    expect(await relationsOf(BUYER)).toEqual([expect.objectContaining({ productId: freeGuide.id, source: "free", orderId: null })]);
    expect(calls).toEqual([]);
    expect(await ordersOf(BUYER)).toEqual([]);
    expect(await readDoc(`products/${freeGuide.id}`)).toMatchObject({ participants: 4 });
    expect((await readDoc(`users/${BUYER}`))?.cart).toEqual([cartLine(paidCourse)]);
    // Its page shows the learner count: only that product's reads are expired, not the catalogue's lists.
    expect(revalidateTag).toHaveBeenCalledWith(`product:${freeGuide.id}`, "max");
    expect(revalidateTag).not.toHaveBeenCalledWith("products", expect.anything());
  });

  it("enrols the free part of a mixed cart and sends the paid part to payment", async () => {
    const result = await run([freeGuide.id, paidCourse.id], recordingProvider().provider);
    expect(result.enrolled).toEqual([freeGuide.id]);
    expect(result.url).toBeTruthy();
    expect((await ordersOf(BUYER))[0]).toMatchObject({ total: paidCourse.price, items: [{ productId: paidCourse.id }] });
  });

  it("marks the order failed and answers 502 when the provider cannot create a session", async () => {
    const failing: PaymentProvider = { ...createLocalProvider("test-secret"), createCheckout: () => Promise.reject(new Error("down")) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await refusal(run([paidCourse.id], failing))).toMatchObject({ status: 502 });
    logged.mockRestore();
    expect((await ordersOf(BUYER))[0]).toMatchObject({ status: "failed" });
  });
});

// Two tabs (or a double click) checking out the same cart must not open two payments.
describe("the same cart checked out twice", () => {
  it("two tabs at once get the same payment page and one order", async () => {
    const { provider, calls } = recordingProvider();
    const [first, second] = await Promise.all([run([paidCourse.id, paidDocument.id], provider), run([paidDocument.id, paidCourse.id], provider)]);
    expect(second.url).toBe(first.url);
    expect(second.orderId).toBe(first.orderId);
    expect(await ordersOf(BUYER)).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it("a checkout after a cancelled or failed one opens a new order", async () => {
    const { provider } = recordingProvider();
    const first = await run([paidCourse.id], provider);
    await writeOrderStatus(first.orderId!, "cancelled");
    const second = await run([paidCourse.id], provider);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.url).not.toBe(first.url);
  });

  it("a price changed since is refused while the open order can be paid, and charged anew once it is cancelled (issue 48)", async () => {
    const { provider } = recordingProvider();
    const first = await run([paidCourse.id], provider);
    await writeProduct(paidCourse, { price: 30 });
    expect(await refusal(run([paidCourse.id], provider))).toMatchObject({ status: 409, code: "checkout/open-order", details: { orderId: first.orderId } });
    await cancelOpenOrder({ orderId: first.orderId!, uid: BUYER, provider });
    const second = await run([paidCourse.id], provider);
    expect(second.orderId).not.toBe(first.orderId);
    expect((await readDoc(`orders/${second.orderId}`))?.total).toBe(30);
  });

  it("a cart without the open order's products opens its own order", async () => {
    const { provider } = recordingProvider();
    const first = await run([paidCourse.id], provider);
    const second = await run([paidDocument.id], provider);
    expect(second.orderId).not.toBe(first.orderId);
    expect(await ordersOf(BUYER)).toHaveLength(2);
  });

  it("a tab waiting on a session that failed is told so, and nothing is charged", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing: PaymentProvider = { ...createLocalProvider("test-secret"), createCheckout: () => gate.then(() => Promise.reject(new Error("down"))) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const first = run([paidCourse.id], failing);
    const second = run([paidCourse.id], failing);
    setTimeout(release, 300);
    const outcomes = await Promise.allSettled([first, second]);
    logged.mockRestore();
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(outcomes.map((outcome) => (outcome as PromiseRejectedResult).reason.status)).toEqual([502, 502]);
    // The second tab either waited on the first order or, once it had failed, tried its own.
    const orders = await ordersOf(BUYER);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.status === "failed")).toBe(true);
  });
});

// Two orders that can both be paid for one course could both be paid (issue 48, decision 0212).
describe("a product in an order that still waits for payment", () => {
  it("refuses another cart with it, naming the order to pay or cancel, and opens no second order", async () => {
    const { provider, calls } = recordingProvider();
    const first = await run([paidCourse.id], provider);
    const error = await refusal(run([paidDocument.id, paidCourse.id], provider));
    expect(error).toMatchObject({ status: 409, code: "checkout/open-order", details: { productIds: [paidCourse.id], orderId: first.orderId, url: first.url } });
    expect(error.message).toBe(`Your order of “${paidCourse.title}” is still waiting for payment. Complete that payment, or cancel it to check out this cart. Nothing was charged.`);
    expect((await ordersOf(BUYER)).map((order) => order.id)).toEqual([first.orderId]);
    expect(calls).toHaveLength(1);
  });

  it("refuses it in another country too, and a smaller cart of the same order", async () => {
    const { provider } = recordingProvider();
    const first = await run([paidCourse.id, paidDocument.id], provider);
    expect(await refusal(run([paidCourse.id, paidDocument.id], provider, "DE"))).toMatchObject({ code: "checkout/open-order", details: { orderId: first.orderId } });
    expect(await refusal(run([paidDocument.id], provider))).toMatchObject({ code: "checkout/open-order", details: { productIds: [paidDocument.id] } });
    expect(await ordersOf(BUYER)).toHaveLength(1);
  });

  it("refuses it as a free enrolment after its price fell to nothing, and enrols nothing", async () => {
    const { provider } = recordingProvider();
    await run([paidCourse.id], provider);
    await writeProduct(paidCourse, { price: 0, free: true });
    expect(await refusal(run([paidCourse.id, freeGuide.id], provider))).toMatchObject({ code: "checkout/open-order" });
    expect(await relationsOf(BUYER)).toEqual([]);
  });

  it("two tabs with overlapping carts at once open one order", async () => {
    const { provider } = recordingProvider();
    const outcomes = await Promise.allSettled([run([paidCourse.id], provider), run([paidCourse.id, paidDocument.id], provider)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect((outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ code: "checkout/open-order" });
    expect(await ordersOf(BUYER)).toHaveLength(1);
  });

  it("is free again once that order is paid elsewhere, failed, or its page expired (35 minutes)", async () => {
    const { provider } = recordingProvider();
    const first = await run([paidCourse.id], provider);
    await writeOrderStatus(first.orderId!, "failed");
    const second = await run([paidCourse.id, paidDocument.id], provider);
    await adminDb().doc(`checkoutLocks/${BUYER}_${paidCourse.id}`).update({ openedMs: Date.now() - CHECKOUT_SESSION_MS });
    await adminDb().doc(`checkoutLocks/${BUYER}_${paidDocument.id}`).update({ openedMs: Date.now() - CHECKOUT_SESSION_MS });
    const third = await run([paidCourse.id], provider);
    expect(new Set([first.orderId, second.orderId, third.orderId]).size).toBe(3);
  });
});

describe("cancelling an order that waits for payment", () => {
  it("closes its payment page and lets the buyer check out its products again; a second cancel changes nothing", async () => {
    const { provider } = recordingProvider();
    const first = await run([paidCourse.id], provider);
    await expect(cancelOpenOrder({ orderId: first.orderId!, uid: BUYER, provider })).resolves.toEqual({ status: "cancelled" });
    await expect(cancelOpenOrder({ orderId: first.orderId!, uid: BUYER, provider })).resolves.toEqual({ status: "cancelled" });
    expect(await readDoc(`orders/${first.orderId}`)).toMatchObject({ status: "cancelled" });
    const second = await run([paidCourse.id, paidDocument.id], provider);
    expect(second.orderId).not.toBe(first.orderId);
  });

  it("refuses someone else's order as missing, and a paid one", async () => {
    const { provider } = recordingProvider();
    const first = await run([paidCourse.id], provider);
    expect(await refusal(cancelOpenOrder({ orderId: first.orderId!, uid: CREATOR, provider }))).toMatchObject({ status: 404 });
    expect(await refusal(cancelOpenOrder({ orderId: "../orders/x", uid: BUYER, provider }))).toMatchObject({ status: 404 });
    await writeOrderStatus(first.orderId!, "paid");
    expect(await refusal(cancelOpenOrder({ orderId: first.orderId!, uid: BUYER, provider }))).toMatchObject({ status: 409, code: "order/not-open" });
    expect(await readDoc(`orders/${first.orderId}`)).toMatchObject({ status: "paid" });
  });

  it("keeps the order when its page was paid meanwhile, and says so when the provider cannot be reached", async () => {
    const { provider } = recordingProvider();
    const first = await run([paidCourse.id], provider);
    const paidMeanwhile: PaymentProvider = { ...provider, cancelCheckout: async () => false };
    expect(await refusal(cancelOpenOrder({ orderId: first.orderId!, uid: BUYER, provider: paidMeanwhile }))).toMatchObject({ status: 409, code: "order/not-open" });
    const down: PaymentProvider = { ...provider, cancelCheckout: () => Promise.reject(new Error("down")) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await refusal(cancelOpenOrder({ orderId: first.orderId!, uid: BUYER, provider: down }))).toMatchObject({ status: 502 });
    logged.mockRestore();
    expect(await readDoc(`orders/${first.orderId}`)).toMatchObject({ status: "pending" });
  });
});
