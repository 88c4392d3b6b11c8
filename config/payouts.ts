// The hold period and the rates live in payout-rates.mjs, which the demo seed (plain Node) imports
// too: seeded ledger entries are computed exactly as the webhook computes real ones.
export { CARD_FEE, CREATORS_SHARE_PERCENT, PAYOUT_HOLD_DAYS, VAT_PERCENT } from "./payout-rates.mjs";

/** Ledger entries per page: the first from GET /api/creator/payouts, the next from lib/db/payouts.ts. */
export const PAYOUT_ENTRIES_PAGE = 20;

/** Entries one payout settles at most: they are all updated in one transaction (limit 500 writes). */
export const PAYOUT_BATCH_LIMIT = 400;

/** Payouts are made in the shop's currency. */
export const PAYOUT_CURRENCY = "eur";
