import "server-only";
import { paymentsProviderName } from "@/config/payments";
import { createLocalProvider } from "./local";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe";

let cached: PaymentProvider | undefined;

/** The provider PAYMENTS_PROVIDER names (local by default), made once per server process. */
export function getPaymentProvider(): PaymentProvider {
  cached ??= paymentsProviderName() === "stripe" ? createStripeProvider() : createLocalProvider();
  return cached;
}
