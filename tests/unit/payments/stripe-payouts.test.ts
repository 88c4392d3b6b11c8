import Stripe from "stripe";
import { createStripePayoutProvider, toAccountStatus } from "@/lib/payments/payouts/stripe";
import { createStripeProvider } from "@/lib/payments/stripe";

const WEBHOOK_SECRET = "whsec_test_secret";
const stripe = new Stripe("sk_test_offline");

function fakeConnect() {
  const accounts = {
    create: vi.fn().mockResolvedValue({ id: "acct_123" }),
    retrieve: vi.fn().mockResolvedValue({ id: "acct_123", details_submitted: true, payouts_enabled: true, charges_enabled: true, capabilities: { transfers: "active" } }),
  };
  const accountLinks = { create: vi.fn().mockResolvedValue({ url: "https://connect.stripe.test/setup/abc" }) };
  const transfers = { create: vi.fn().mockResolvedValue({ id: "tr_1" }) };
  const client = { accounts, accountLinks, transfers } as unknown as Stripe;
  return { client, accounts, accountLinks, transfers };
}

describe("Stripe Connect payouts", () => {
  it("creates one Express account per creator, with the transfers capability", async () => {
    const { client, accounts } = fakeConnect();
    await expect(createStripePayoutProvider(client).createConnectedAccount({ uid: "uid-ada", email: "ada@example.com" })).resolves.toEqual({ accountId: "acct_123" });
    expect(accounts.create).toHaveBeenCalledWith(
      { type: "express", email: "ada@example.com", capabilities: { transfers: { requested: true } }, metadata: { uid: "uid-ada" } },
      { idempotencyKey: "connect-uid-ada" },
    );
  });

  it("links to Stripe's hosted onboarding with our return and refresh URLs", async () => {
    const { client, accountLinks } = fakeConnect();
    await expect(createStripePayoutProvider(client).onboardingLink("acct_123", "https://shop.test/r", "https://shop.test/f")).resolves.toBe(
      "https://connect.stripe.test/setup/abc",
    );
    expect(accountLinks.create).toHaveBeenCalledWith({ account: "acct_123", type: "account_onboarding", return_url: "https://shop.test/r", refresh_url: "https://shop.test/f" });
  });

  it("transfers cents in EUR to the account with the payout's idempotency key", async () => {
    const { client, transfers } = fakeConnect();
    await expect(createStripePayoutProvider(client).transfer("acct_123", 3000, "payout-abc", { uid: "uid-ada" })).resolves.toEqual({ transferId: "tr_1" });
    expect(transfers.create).toHaveBeenCalledWith({ amount: 3000, currency: "eur", destination: "acct_123", metadata: { uid: "uid-ada" } }, { idempotencyKey: "payout-abc" });
  });

  it("counts onboarding complete only when details are submitted and payouts are enabled", () => {
    const account = (fields: Record<string, unknown>) => ({ id: "acct_1", capabilities: { transfers: "pending" }, ...fields }) as unknown as Stripe.Account;
    expect(toAccountStatus(account({ details_submitted: true, payouts_enabled: true, charges_enabled: true }))).toEqual({
      onboarding: "complete",
      chargesEnabled: true,
      payoutsEnabled: true,
      capabilities: { transfers: "pending" },
    });
    expect(toAccountStatus(account({ details_submitted: true, payouts_enabled: false })).onboarding).toBe("pending");
    expect(toAccountStatus(account({ details_submitted: false, payouts_enabled: false })).onboarding).toBe("pending");
  });
});

describe("Stripe refund and payment events", () => {
  const client = { customers: {}, checkout: { sessions: {} }, webhooks: stripe.webhooks } as unknown as Stripe;
  const provider = createStripeProvider({ client, webhookSecret: WEBHOOK_SECRET, saveCustomerId: vi.fn() });
  const signed = (payload: string) => new Headers({ "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) });
  const chargeEvent = (charge: Record<string, unknown>) =>
    JSON.stringify({
      id: "evt_refund",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge", amount: 3749, amount_refunded: 3749, refunded: true, payment_intent: "pi_1", metadata: {}, ...charge } },
    });

  it("maps a full refund to a refunded event, by the charge's orderId or else its PaymentIntent", () => {
    const withOrder = chargeEvent({ metadata: { orderId: "order_abcdefghijklm" } });
    expect(provider.parseWebhook(withOrder, signed(withOrder))).toEqual({
      id: "evt_refund",
      type: "refunded",
      orderId: "order_abcdefghijklm",
      sessionId: "",
      amountTotal: 3749,
      paymentIntentId: "pi_1",
    });
    const byIntent = chargeEvent({});
    expect(provider.parseWebhook(byIntent, signed(byIntent))).toMatchObject({ type: "refunded", orderId: "", paymentIntentId: "pi_1" });
  });

  it("ignores a partial refund", () => {
    const partial = chargeEvent({ amount_refunded: 1000, refunded: false });
    expect(provider.parseWebhook(partial, signed(partial))).toBeNull();
  });

  it("keeps the PaymentIntent of a paid session, the key a later refund is found by", () => {
    const payload = JSON.stringify({
      id: "evt_paid",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_1", object: "checkout.session", client_reference_id: "order_abcdefghijklm", amount_total: 3749, payment_status: "paid", payment_intent: "pi_1" } },
    });
    expect(provider.parseWebhook(payload, signed(payload))).toMatchObject({ type: "paid", paymentIntentId: "pi_1" });
  });
});
