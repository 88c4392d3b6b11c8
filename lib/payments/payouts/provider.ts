import type { PaymentsProviderName } from "@/config/payments";
import type { OnboardingState } from "@/lib/types/payout";

/** What the provider says about a connected account. */
export type AccountStatus = {
  onboarding: OnboardingState;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  capabilities: Record<string, string>;
};

export type PayoutAccountHolder = { uid: string; email: string };

/**
 * Sends creators their share: one connected account per creator (Stripe Connect Express in
 * production, an offline stand-in locally), an onboarding page the provider hosts, and
 * transfers from the platform's balance. Server only.
 */
export interface PayoutProvider {
  readonly providerName: PaymentsProviderName;
  createConnectedAccount(holder: PayoutAccountHolder): Promise<{ accountId: string }>;
  /** A single-use URL where the creator completes (or continues) onboarding. */
  onboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  accountStatus(accountId: string): Promise<AccountStatus>;
  /** Moves amountCents to the account; the same idempotencyKey never transfers twice. */
  transfer(accountId: string, amountCents: number, idempotencyKey: string, metadata: Record<string, string>): Promise<{ transferId: string }>;
}
