import "server-only";
import { paymentsProviderName } from "@/config/payments";
import { createLocalPayoutProvider } from "./local";
import type { PayoutProvider } from "./provider";
import { createStripePayoutProvider } from "./stripe";

let cached: PayoutProvider | undefined;

/** Payouts go through the provider that takes the payments (PAYMENTS_PROVIDER). */
export function getPayoutProvider(): PayoutProvider {
  cached ??= paymentsProviderName() === "stripe" ? createStripePayoutProvider() : createLocalPayoutProvider();
  return cached;
}
