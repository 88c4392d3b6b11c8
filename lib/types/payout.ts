import type { Timestamp } from "firebase-admin/firestore";
import type { PaymentsProviderName } from "@/config/payments";
import type { BreakdownCents, SaleBreakdown } from "./breakdown";

export type OnboardingState = "not_started" | "pending" | "complete";

/** connections/{uid}: a creator's payout account at the payment provider; written by the server only. */
export type Connection = {
  uid: string;
  provider: PaymentsProviderName;
  /** Stripe Connect account id (acct_…) or the local provider's stand-in. Also users/{uid}.connectId. */
  accountId: string;
  onboarding: OnboardingState;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** The provider's capability name → status ("active", "inactive", "pending"). */
  capabilities: Record<string, string>;
  createdOn: string;
  updatedOn: string;
};

/**
 * Stored statuses of a ledger entry. "pending" entries become payable once availableOn has
 * passed ("available" is that derived state, never stored); "processing" is held by a payout
 * whose transfer is on its way; "reversed" entries were refunded before they were paid.
 */
export const PAYOUT_ENTRY_STATUSES = ["pending", "processing", "paid", "reversed"] as const;
export type PayoutEntryStatus = (typeof PAYOUT_ENTRY_STATUSES)[number];

/** payouts/{orderId}_{productId}_{uid}[_reversal]: one creator's share of one sold item. */
export type PayoutEntry = {
  id: string;
  uid: string;
  orderId: string;
  productId: string;
  title: string;
  /** "sale" adds a share; "reversal" takes back a share refunded after it was paid out (negative). */
  kind: "sale" | "reversal";
  /** EUR; amountCents is the exact figure every sum uses. */
  amount: number;
  amountCents: number;
  /** The creator's percentage of the item at checkout. */
  share: number;
  /**
   * How the sale came to `amountCents` (held until `availableOn`); null for a reversal and for
   * entries written before the breakdown was stored (docs/decisions/0174-one-money-breakdown.md).
   */
  breakdown: SaleBreakdown | null;
  status: PayoutEntryStatus | "available";
  createdOn: string;
  availableOn: string;
  paidOn: string | null;
  transferId: string;
};

/** EUR per state (summed in cents): on hold, payable now, and already paid out. */
export type PayoutBalance = { pending: number; available: number; paid: number };

export type PayoutsView = {
  connection: Connection | null;
  balance: PayoutBalance;
  entries: PayoutEntry[];
  /** The cursor of the next page of entries (lib/db/payouts.ts readMorePayoutEntries), or null. */
  entriesNext: string | null;
  provider: PaymentsProviderName;
};

/** One page of the caller's ledger. */
export type PayoutEntriesPage = { entries: PayoutEntry[]; next: string | null };

/** connections/{uid} as stored. */
export type ConnectionDoc = Omit<Connection, "createdOn" | "updatedOn"> & { createdOn: Timestamp; updatedOn: Timestamp };

/** payouts/{id} as stored: "available" is never stored, it is a pending entry past its hold. */
export type PayoutEntryDoc = Omit<PayoutEntry, "id" | "status" | "createdOn" | "availableOn" | "paidOn" | "breakdown"> & {
  status: PayoutEntryStatus;
  /** A sale's saleBreakdown at the order's VAT rate (lib/payments/payouts/sale-entries.ts). */
  breakdown?: BreakdownCents & { vatPercent: number };
  createdOn: Timestamp;
  availableOn: Timestamp;
  paidOn: Timestamp | null;
  reversedOn?: Timestamp;
  /** The payout holding a "processing" entry (lib/payments/payouts/payouts.server.ts withdraw). */
  transferKey?: string;
};
