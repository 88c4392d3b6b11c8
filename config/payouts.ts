/**
 * Creator payouts (issue #6). A sale's share stays on hold this long before it can be paid out,
 * so a refund in that window reverses it instead of clawing back money already sent.
 */
export const PAYOUT_HOLD_DAYS = 14;

/** The ledger entries GET /api/creator/payouts returns (and the rules let one query read). */
export const PAYOUT_ENTRIES_LIMIT = 50;

/** Entries one payout settles at most: they are all updated in one transaction (limit 500 writes). */
export const PAYOUT_BATCH_LIMIT = 400;

/** Payouts are made in the shop's currency. */
export const PAYOUT_CURRENCY = "eur";
