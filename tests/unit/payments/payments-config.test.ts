import { localPaymentsSecret, paymentsProviderName, stripeSettings } from "@/config/payments";

describe("payment settings", () => {
  it("uses the local provider unless PAYMENTS_PROVIDER says stripe, and refuses anything else", () => {
    expect(paymentsProviderName({})).toBe("local");
    expect(paymentsProviderName({ PAYMENTS_PROVIDER: "stripe" })).toBe("stripe");
    expect(() => paymentsProviderName({ PAYMENTS_PROVIDER: "paypal" })).toThrow(/local, stripe/);
  });

  it("requires LOCAL_PAYMENTS_SECRET in a production build for a real project", () => {
    expect(() => localPaymentsSecret({ NODE_ENV: "production" })).toThrow(/LOCAL_PAYMENTS_SECRET/);
    expect(localPaymentsSecret({ NODE_ENV: "production", LOCAL_PAYMENTS_SECRET: "s3cret" })).toBe("s3cret");
    expect(localPaymentsSecret({ NODE_ENV: "production", NEXT_PUBLIC_USE_EMULATORS: "true" })).toBeTruthy();
    expect(localPaymentsSecret({ NODE_ENV: "development" })).toBeTruthy();
  });

  it("names the Stripe variables that are missing", () => {
    expect(() => stripeSettings({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow("PAYMENTS_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET");
    expect(stripeSettings({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toEqual({ secretKey: "sk_test_x", webhookSecret: "whsec_x" });
  });
});
