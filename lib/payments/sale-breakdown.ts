// What one sale pays a creator, step by step: the one breakdown the dashboard, the payout ledger
// and the performance figures show (issue 36, docs/decisions/0174-one-money-breakdown.md); the
// seed and the backfill store the very cents the app shows.
import { PAYOUT_HOLD_DAYS, VAT_PERCENT } from "@/config/payouts";
import { BREAKDOWN_KEYS, noBreakdown, type BreakdownCents, type SaleBreakdown } from "@/lib/types/breakdown";
import { cardFeeCents, creatorsPoolCents, percentOf, splitItem, toCents, vatIncludedCents } from "./money";

// The breakdown's fields are a stored shape (lib/types/breakdown.ts); they are exported here too,
// beside the code that fills them, for the callers that sum and show them.
export { BREAKDOWN_KEYS, noBreakdown, type BreakdownCents, type SaleBreakdown };

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a share paid at `paidMillis` can be paid out (ms since the epoch). */
export const availableOnMillis = (paidMillis: number) => paidMillis + PAYOUT_HOLD_DAYS * DAY_MS;

/**
 * What `uid` gets of one sold item: its price (gross, VAT included) less the VAT at the order's
 * rate, the card fee, the platform's commission (what is left of the net after the creators'
 * 80 %) and the co-creators' parts of those 80 %, split by the item's checkout snapshot exactly
 * as the payout ledger splits it. A fee larger than what is left after VAT is borne by the
 * platform, so no part is negative. `paidOn` (the payment's time) gives the end of the hold.
 */
export function saleBreakdown(
  item: { price: number; creators?: unknown; payout?: unknown },
  uid: string,
  { vatPercent = VAT_PERCENT, paidOn = null }: { vatPercent?: number; paidOn?: string | number | Date | null } = {},
): SaleBreakdown {
  const price = toCents(item.price);
  const grossCents = Number.isInteger(price) && price > 0 ? price : 0;
  const vatCents = vatIncludedCents(grossCents, vatPercent);
  const fee = Math.min(cardFeeCents(grossCents), grossCents - vatCents);
  const netCents = grossCents - vatCents - fee;
  const pool = creatorsPoolCents(grossCents, vatPercent);
  const yourShareCents = splitItem(pool, item.creators, item.payout).find((share) => share.uid === uid)?.cents ?? 0;
  const paid = paidOn === null ? Number.NaN : new Date(paidOn).getTime();
  return {
    grossCents,
    vatCents,
    cardFeeCents: fee,
    netCents,
    commissionCents: netCents - pool,
    othersCents: pool - yourShareCents,
    yourShareCents,
    vatPercent,
    sharePercent: percentOf(item, uid),
    heldUntil: Number.isFinite(paid) ? new Date(availableOnMillis(paid)).toISOString() : null,
  };
}

/** The amounts of several breakdowns added up (a product over a range, a whole range). */
export function sumBreakdowns(breakdowns: readonly Partial<BreakdownCents>[]): BreakdownCents {
  const total = noBreakdown();
  for (const breakdown of breakdowns) for (const key of BREAKDOWN_KEYS) total[key] += breakdown[key] ?? 0;
  return total;
}
