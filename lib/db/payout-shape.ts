import { PAYMENT_PROVIDERS, type PaymentsProviderName } from "@/config/payments";
import { VAT_PERCENT } from "@/config/payouts";
import { BREAKDOWN_KEYS, noBreakdown, type SaleBreakdown } from "@/lib/types/breakdown";
import { PAYOUT_ENTRY_STATUSES, type Connection, type OnboardingState, type PayoutEntry, type PayoutEntryStatus } from "@/lib/types/payout";
import { toIso } from "./product-shape";

// connections/{uid} and payouts/{entryId} as the app reads them: the one bridge from the stored
// documents to the plain shapes of lib/types/payout.ts.

type Data = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");
const int = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : 0);

export function toConnection(data: Data): Connection {
  const onboarding = (["not_started", "pending", "complete"] as const).includes(data.onboarding as OnboardingState) ? (data.onboarding as OnboardingState) : "not_started";
  const capabilities: Record<string, string> = {};
  if (typeof data.capabilities === "object" && data.capabilities !== null) {
    for (const [name, status] of Object.entries(data.capabilities)) if (typeof status === "string") capabilities[name] = status;
  }
  return {
    uid: str(data.uid),
    provider: (PAYMENT_PROVIDERS as readonly string[]).includes(str(data.provider)) ? (data.provider as PaymentsProviderName) : "local",
    accountId: str(data.accountId),
    onboarding,
    chargesEnabled: data.chargesEnabled === true,
    payoutsEnabled: data.payoutsEnabled === true,
    capabilities,
    createdOn: toIso(data.createdOn),
    updatedOn: toIso(data.updatedOn),
  };
}

/** The stored breakdown of a sale entry, its hold ending when the entry becomes available; null when there is none. */
function toBreakdown(value: unknown, sharePercent: number, heldUntil: string): SaleBreakdown | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Data;
  if (!BREAKDOWN_KEYS.every((key) => Number.isInteger(data[key]))) return null;
  const cents = noBreakdown();
  for (const key of BREAKDOWN_KEYS) cents[key] = int(data[key]);
  return { ...cents, vatPercent: typeof data.vatPercent === "number" ? data.vatPercent : VAT_PERCENT, sharePercent, heldUntil };
}

/** A pending entry whose hold has passed is "available"; the stored status stays "pending". */
export function toPayoutEntry(id: string, data: Data, now = Date.now()): PayoutEntry {
  const stored = (PAYOUT_ENTRY_STATUSES as readonly string[]).includes(str(data.status)) ? (data.status as PayoutEntryStatus) : "pending";
  const availableOn = toIso(data.availableOn);
  const amountCents = int(data.amountCents);
  const kind = data.kind === "reversal" ? "reversal" : "sale";
  const share = typeof data.share === "number" ? data.share : 0;
  return {
    id,
    uid: str(data.uid),
    orderId: str(data.orderId),
    productId: str(data.productId),
    title: str(data.title),
    kind,
    amount: amountCents / 100,
    amountCents,
    share,
    breakdown: kind === "sale" ? toBreakdown(data.breakdown, share, availableOn) : null,
    status: stored === "pending" && Date.parse(availableOn) <= now ? "available" : stored,
    createdOn: toIso(data.createdOn),
    availableOn,
    paidOn: data.paidOn ? toIso(data.paidOn) : null,
    transferId: str(data.transferId),
  };
}
