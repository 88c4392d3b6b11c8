import Stripe from "stripe";
import { WebhookSignatureError } from "@/lib/payments/provider";
import { createStripeProvider } from "@/lib/payments/stripe";
import { anOrder } from "@/tests/factories/order";

const WEBHOOK_SECRET = "whsec_test_secret";
const stripe = new Stripe("sk_test_offline");

const order = anOrder({ provider: "stripe" });

function fakeClient() {
  const customers = { create: vi.fn().mockResolvedValue({ id: "cus_new" }) };
  const sessions = { create: vi.fn().mockResolvedValue({ id: "cs_test_1", url: "https://checkout.stripe.test/cs_test_1" }) };
  const client = { customers, checkout: { sessions }, webhooks: stripe.webhooks } as unknown as Stripe;
  return { client, customers, sessions };
}

const input = (customerId = "") => ({
  order,
  customer: { uid: "uid-ada", email: "ada@example.com", customerId },
  priceIds: { prod_ghg: "price_ghg" },
  successUrl: "https://shop.test/checkout/success?order=order_abcdefghijklm",
  cancelUrl: "https://shop.test/checkout/cancelled?order=order_abcdefghijklm",
});

describe("Stripe checkout sessions", () => {
  it("creates a payment-mode session from the stored prices, a Price where the product has one", async () => {
    const { client, sessions } = fakeClient();
    const provider = createStripeProvider({ client, webhookSecret: WEBHOOK_SECRET, saveCustomerId: vi.fn() });
    await expect(provider.createCheckout(input("cus_known"))).resolves.toEqual({ sessionId: "cs_test_1", url: "https://checkout.stripe.test/cs_test_1" });
    const [params, options] = sessions.create.mock.calls[0]!;
    expect(params).toMatchObject({
      mode: "payment",
      customer: "cus_known",
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      success_url: input().successUrl,
      cancel_url: input().cancelUrl,
      line_items: [
        { quantity: 1, price_data: { currency: "eur", unit_amount: 2499, product_data: { name: "Soil Health" } } },
        { quantity: 1, price: "price_ghg" },
      ],
    });
    expect(options).toEqual({ idempotencyKey: `checkout-${order.id}` });
  });

  it("creates the Stripe customer once and stores its id for the user", async () => {
    const { client, customers } = fakeClient();
    const saveCustomerId = vi.fn();
    const provider = createStripeProvider({ client, webhookSecret: WEBHOOK_SECRET, saveCustomerId });
    await provider.createCheckout(input(""));
    expect(customers.create).toHaveBeenCalledWith({ email: "ada@example.com", metadata: { uid: "uid-ada" } }, { idempotencyKey: "customer-uid-ada" });
    expect(saveCustomerId).toHaveBeenCalledWith("uid-ada", "cus_new");
    await provider.createCheckout(input("cus_new"));
    expect(customers.create).toHaveBeenCalledTimes(1);
  });
});

describe("closing and refunding a payment (issue 48)", () => {
  it("makes a session expire when its order's checkout window ends, 35 minutes after the order opened", async () => {
    const { client, sessions } = fakeClient();
    await createStripeProvider({ client, webhookSecret: WEBHOOK_SECRET, saveCustomerId: vi.fn() }).createCheckout(input("cus_known"));
    expect(sessions.create.mock.calls[0]![0]).toMatchObject({ expires_at: Date.parse(order.createdOn) / 1000 + 35 * 60 });
  });

  it("expires an open session, and reports one that expired already as closed and one that was paid as not", async () => {
    const { client } = fakeClient();
    const expire = vi.fn().mockResolvedValue({ id: "cs_test_1", status: "expired" });
    const retrieve = vi.fn();
    Object.assign(client.checkout.sessions, { expire, retrieve });
    const provider = createStripeProvider({ client, webhookSecret: WEBHOOK_SECRET, saveCustomerId: vi.fn() });
    await expect(provider.cancelCheckout("cs_test_1")).resolves.toBe(true);
    expect(expire).toHaveBeenCalledWith("cs_test_1");

    expire.mockRejectedValue(new Error("Only Checkout Sessions with a status of open can be expired."));
    retrieve.mockResolvedValueOnce({ id: "cs_test_1", status: "expired" });
    await expect(provider.cancelCheckout("cs_test_1")).resolves.toBe(true);
    retrieve.mockResolvedValueOnce({ id: "cs_test_1", status: "complete" });
    await expect(provider.cancelCheckout("cs_test_1")).resolves.toBe(false);
    retrieve.mockResolvedValueOnce({ id: "cs_test_1", status: "open" });
    await expect(provider.cancelCheckout("cs_test_1")).rejects.toThrow("status of open");
  });

  it("refunds a payment in full once, keyed on its order as the admin's refund is, and leaves applying it to the event", async () => {
    const { client } = fakeClient();
    const create = vi.fn().mockResolvedValue({ id: "re_1" });
    Object.assign(client, { refunds: { create } });
    const provider = createStripeProvider({ client, webhookSecret: WEBHOOK_SECRET, saveCustomerId: vi.fn() });
    await expect(provider.refund({ orderId: order.id, total: 37.49, paymentIntentId: "pi_1" })).resolves.toBeNull();
    expect(create).toHaveBeenCalledWith({ payment_intent: "pi_1", metadata: { orderId: order.id } }, { idempotencyKey: `refund-${order.id}` });
    await expect(provider.refund({ orderId: order.id, total: 37.49, paymentIntentId: "" })).rejects.toThrow(/no PaymentIntent/);
  });
});

describe("Stripe webhooks", () => {
  const provider = createStripeProvider({ client: fakeClient().client, webhookSecret: WEBHOOK_SECRET, saveCustomerId: vi.fn() });
  const event = (type: string, session: Record<string, unknown>) =>
    JSON.stringify({ id: "evt_1", object: "event", type, data: { object: { id: "cs_test_1", object: "checkout.session", client_reference_id: order.id, amount_total: 3749, payment_status: "paid", ...session } } });
  const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    new Headers({ "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp }) });

  it("reads a paid Checkout Session", () => {
    const payload = event("checkout.session.completed", {});
    expect(provider.parseWebhook(payload, signed(payload))).toEqual({ id: "evt_1", type: "paid", orderId: order.id, sessionId: "cs_test_1", amountTotal: 3749 });
  });

  it.each([
    ["checkout.session.async_payment_succeeded", "paid"],
    ["checkout.session.async_payment_failed", "failed"],
    ["checkout.session.expired", "cancelled"],
  ])("maps %s to %s", (type, outcome) => {
    const payload = event(type, {});
    expect(provider.parseWebhook(payload, signed(payload))?.type).toBe(outcome);
  });

  it("ignores a completed session that is not paid yet, and unrelated events", () => {
    const unpaid = event("checkout.session.completed", { payment_status: "unpaid" });
    expect(provider.parseWebhook(unpaid, signed(unpaid))).toBeNull();
    const other = event("customer.created", {});
    expect(provider.parseWebhook(other, signed(other))).toBeNull();
  });

  it("refuses another secret, a tampered body and a signature older than 300 s", () => {
    const payload = event("checkout.session.completed", {});
    expect(() => provider.parseWebhook(payload, signed(payload, { secret: "whsec_other" }))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(payload.replace("3749", "1"), signed(payload))).toThrow(WebhookSignatureError);
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(() => provider.parseWebhook(payload, signed(payload, { timestamp: old }))).toThrow(WebhookSignatureError);
  });
});
