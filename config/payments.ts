/**
 * Payment settings, read on the server only (none of these is NEXT_PUBLIC_). .env.example
 * documents each variable.
 */
export const PAYMENT_PROVIDERS = ["local", "stripe"] as const;
export type PaymentsProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Webhook events signed longer ago than this are refused as replays (Stripe's default too). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * A checkout stays open this long: the same cart at the same prices checked out again meanwhile
 * goes to the same payment page. Stripe sessions are made to expire a little later.
 */
export const OPEN_CHECKOUT_MS = 30 * 60 * 1000;

/**
 * How long a payment page can be paid, counted from its order's creation: Stripe sessions are
 * made to expire then, the local test page refuses after it, and until then no other checkout of
 * the buyer's may include one of its products (decision 0212).
 */
export const CHECKOUT_SESSION_MS = OPEN_CHECKOUT_MS + 5 * 60 * 1000;

// Only for development and emulator builds: anyone reading this repository knows it.
const DEV_LOCAL_PAYMENTS_SECRET = "local-payments-development-secret";

type Env = Record<string, string | undefined>;

/** PAYMENTS_PROVIDER=local|stripe, local when unset. */
export function paymentsProviderName(env: Env = process.env): PaymentsProviderName {
  const value = env.PAYMENTS_PROVIDER?.trim() || "local";
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(value)) {
    throw new Error(`PAYMENTS_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(", ")}, got "${value}".`);
  }
  return value as PaymentsProviderName;
}

/**
 * The key the local provider signs its webhook events with. A production build that talks to a
 * real project must set its own; builds against the emulators (the e2e suite) may use the default.
 */
export function localPaymentsSecret(env: Env = process.env): string {
  const secret = env.LOCAL_PAYMENTS_SECRET?.trim();
  if (secret) return secret;
  if (env.NODE_ENV === "production" && env.NEXT_PUBLIC_USE_EMULATORS !== "true") {
    throw new Error("LOCAL_PAYMENTS_SECRET is not set: it is required in production (see .env.example).");
  }
  return DEV_LOCAL_PAYMENTS_SECRET;
}

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both required when PAYMENTS_PROVIDER=stripe. */
export function stripeSettings(env: Env = process.env): { secretKey: string; webhookSecret: string } {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? "";
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? "";
  const missing = [!secretKey && "STRIPE_SECRET_KEY", !webhookSecret && "STRIPE_WEBHOOK_SECRET"].filter(Boolean);
  if (missing.length) throw new Error(`PAYMENTS_PROVIDER=stripe needs ${missing.join(" and ")} (see .env.example).`);
  return { secretKey, webhookSecret };
}
