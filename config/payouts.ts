/**
 * Creator payouts (issue #6). A sale's share stays on hold this long before it can be paid out,
 * so a refund in that window reverses it instead of clawing back money already sent. 30 days, as
 * the profit model page and the creator guides promise: the 14-day withdrawal period and most
 * card disputes.
 */
export const PAYOUT_HOLD_DAYS = 30;

/**
 * What the profit model page (/info/company/profitmodel) promises creators: 80 % of a sale's net
 * revenue, which is the price less the VAT it includes and the card fee (1.5 % + 0.25 EUR).
 * lib/payments/money.ts applies it to every ledger entry, and the demo seed through it. The VAT is
 * the buyer's country's (config/vat-rates.ts, stored on the order as `vatPercent`); VAT_PERCENT is
 * Austria's 20 %, at which every order from before buyer countries was taxed, and the profit
 * model's worked example.
 */
export const CREATORS_SHARE_PERCENT = 80;
export const VAT_PERCENT = 20;
export const CARD_FEE = Object.freeze({ permille: 15, fixedCents: 25 });

/** Ledger entries per page: the first from GET /api/creator/payouts, the next from lib/db/payouts.ts. */
export const PAYOUT_ENTRIES_PAGE = 20;

/** Entries one payout settles at most: they are all updated in one transaction (limit 500 writes). */
export const PAYOUT_BATCH_LIMIT = 400;

/** Payouts are made in the shop's currency. */
export const PAYOUT_CURRENCY = "eur";
