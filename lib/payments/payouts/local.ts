import "server-only";
import { createHash } from "node:crypto";
import { connectionByAccountId } from "@/lib/db/payouts.server";
import { generateId } from "@/lib/utils/ids";
import type { AccountStatus, PayoutProvider } from "./provider";

export const LOCAL_ONBOARDING_PATH = "/dashboard/payouts/local-onboarding";

const NOT_ONBOARDED: AccountStatus = { onboarding: "pending", chargesEnabled: false, payoutsEnabled: false, capabilities: { transfers: "inactive" } };

/** The state a creator reaches by pressing "Complete onboarding" on the local page. */
export const LOCAL_ONBOARDED: AccountStatus = { onboarding: "complete", chargesEnabled: true, payoutsEnabled: true, capabilities: { transfers: "active" } };

/**
 * The offline payout provider: accounts exist only in connections/{uid}, onboarding is our own
 * page (/dashboard/payouts/local-onboarding) and a transfer succeeds at once. Its transfer id
 * derives from the idempotency key, so a retried payout reports the same transfer.
 */
export function createLocalPayoutProvider(): PayoutProvider {
  return {
    providerName: "local",
    createConnectedAccount: async () => ({ accountId: generateId("acct-local") }),
    onboardingLink: async (accountId, returnUrl) =>
      `${LOCAL_ONBOARDING_PATH}?account=${encodeURIComponent(accountId)}&return=${encodeURIComponent(new URL(returnUrl).pathname)}`,
    accountStatus: async (accountId) => {
      const data = await connectionByAccountId(accountId);
      return data?.onboarding === "complete" ? LOCAL_ONBOARDED : NOT_ONBOARDED;
    },
    transfer: async (_accountId, amountCents, idempotencyKey) => {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error(`Not a transfer amount: ${amountCents}`);
      return { transferId: `tr_local_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}` };
    },
  };
}
