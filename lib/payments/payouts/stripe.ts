import "server-only";
import Stripe from "stripe";
import { stripeSettings } from "@/config/payments";
import { PAYOUT_CURRENCY } from "@/config/payouts";
import type { AccountStatus, PayoutProvider } from "./provider";

type StripeClient = Pick<Stripe, "accounts" | "accountLinks" | "transfers">;

/** An Express account's state as our connection stores it. */
export function toAccountStatus(account: Stripe.Account): AccountStatus {
  const capabilities: Record<string, string> = {};
  for (const [name, status] of Object.entries(account.capabilities ?? {})) if (typeof status === "string") capabilities[name] = status;
  return {
    // Details submitted is not enough: Stripe may still be verifying them before payouts start.
    onboarding: account.details_submitted && account.payouts_enabled ? "complete" : "pending",
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    capabilities,
  };
}

/**
 * Stripe Connect with Express accounts (https://docs.stripe.com/connect/express-accounts):
 * Stripe hosts onboarding behind an Account Link, and the platform pays creators with
 * Transfers from its balance (separate charges and transfers). Idempotency keys make a retried
 * request reuse the first account and the first transfer.
 */
export function createStripePayoutProvider(client: StripeClient = new Stripe(stripeSettings().secretKey)): PayoutProvider {
  return {
    providerName: "stripe",
    createConnectedAccount: async ({ uid, email }) => {
      const account = await client.accounts.create(
        { type: "express", email: email || undefined, capabilities: { transfers: { requested: true } }, metadata: { uid } },
        { idempotencyKey: `connect-${uid}` },
      );
      return { accountId: account.id };
    },
    onboardingLink: async (accountId, returnUrl, refreshUrl) => {
      const link = await client.accountLinks.create({ account: accountId, type: "account_onboarding", return_url: returnUrl, refresh_url: refreshUrl });
      return link.url;
    },
    accountStatus: async (accountId) => toAccountStatus(await client.accounts.retrieve(accountId)),
    transfer: async (accountId, amountCents, idempotencyKey, metadata) => {
      const transfer = await client.transfers.create({ amount: amountCents, currency: PAYOUT_CURRENCY, destination: accountId, metadata }, { idempotencyKey });
      return { transferId: transfer.id };
    },
  };
}
