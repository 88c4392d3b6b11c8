// The money lines of a sale's breakdown (lib/payments/sale-breakdown.ts makes them), as payout
// entries and creator days store them: the seed and the backfill store the very fields the app reads back.

/**
 * A sale's cents from what the buyer paid to what one creator gets:
 * gross = VAT + card fee + commission + co-creators' shares + your share, and net = gross − VAT −
 * card fee. Sums of breakdowns (a day, a range) are breakdowns too.
 */
export type BreakdownCents = { grossCents: number; vatCents: number; cardFeeCents: number; netCents: number; commissionCents: number; othersCents: number; yourShareCents: number };

/** One sale's breakdown, with the rates it was made at and when the share leaves its hold. */
export type SaleBreakdown = BreakdownCents & { vatPercent: number; sharePercent: number; heldUntil: string | null };

/** The breakdown's amounts, in the order they are stored, summed and shown. */
export const BREAKDOWN_KEYS = ["grossCents", "vatCents", "cardFeeCents", "netCents", "commissionCents", "othersCents", "yourShareCents"] as const;

export const noBreakdown = (): BreakdownCents => ({ grossCents: 0, vatCents: 0, cardFeeCents: 0, netCents: 0, commissionCents: 0, othersCents: 0, yourShareCents: 0 });
