// The one place money is rounded and split: checkout, the payment webhook, the payout ledger and,
// through sale-breakdown.ts, the dashboard, Payouts and the performance page all use it, and so do
// the demo seed and the backfills: the same cents everywhere.
import { CARD_FEE, CREATORS_SHARE_PERCENT, VAT_PERCENT } from "@/config/payouts";
import { EU_VAT_PERCENT, NON_EU_VAT_PERCENT } from "@/config/vat-rates";

/** Euros to whole cents, the unit providers charge in (19.99 × 100 is 1998.9999999999998). */
export const toCents = (amount: number) => Math.round(amount * 100);

/**
 * The VAT rate, in percent, of a sale to a buyer living in `country` (ISO 3166-1 alpha-2): the
 * country's rate inside the EU, 0 outside it.
 */
export const vatPercentFor = (country: string): number => EU_VAT_PERCENT[country] ?? NON_EU_VAT_PERCENT;

/**
 * The VAT a gross price includes, in whole cents, rounded half up: gross × rate / (100 + rate).
 * Rates go to tenths of a percent (Finland's 25.5), so the arithmetic is in per-mille integers.
 */
export function vatIncludedCents(grossCents: number, percent: number): number {
  if (!Number.isInteger(grossCents) || grossCents <= 0 || !(percent > 0)) return 0;
  const permille = Math.round(percent * 10);
  const divisor = 1000 + permille;
  return Math.floor((2 * grossCents * permille + divisor) / (2 * divisor));
}

/**
 * The creators' part of a sale in whole cents: 80 % of the price less the VAT it includes (at
 * the order's rate; orders from before buyer countries were all taxed at Austria's 20 %) and
 * the card fee, each rounded to the cent as on the profit model page's worked example
 * (9.99 at 20 % → VAT 1.67, fee 0.40, net 7.92, creators 6.34). Integer arithmetic throughout.
 */
export function creatorsPoolCents(priceCents: number, vatPercent: number = VAT_PERCENT): number {
  if (!Number.isInteger(priceCents) || priceCents <= 0) return 0;
  const net = priceCents - vatIncludedCents(priceCents, vatPercent) - cardFeeCents(priceCents);
  return net > 0 ? Math.round((net * CREATORS_SHARE_PERCENT) / 100) : 0;
}

/** The card fee on a charge of `priceCents` (1.5 % + 0.25 EUR), rounded to the cent. */
export const cardFeeCents = (priceCents: number): number => Math.round((priceCents * CARD_FEE.permille + CARD_FEE.fixedCents * 1000) / 1000);

/** One amount, split into net and VAT, in whole cents. */
export type Amounts = { grossCents: number; netCents: number; vatCents: number };

/**
 * An order's figures as its invoice states them: each line's gross price split into net and VAT
 * at the order's rate, and the totals as the sums of the lines, so lines and total agree to the
 * cent and the payout ledger (creatorsPoolCents) deducts exactly the VAT a line shows.
 */
export function invoiceAmounts(items: readonly { price: number }[], vatPercent: number): { lines: Amounts[]; total: Amounts } {
  const lines = items.map((item): Amounts => {
    const grossCents = toCents(item.price);
    const vatCents = vatIncludedCents(grossCents, vatPercent);
    return { grossCents, netCents: grossCents - vatCents, vatCents };
  });
  const total = lines.reduce((sum, line) => ({ grossCents: sum.grossCents + line.grossCents, netCents: sum.netCents + line.netCents, vatCents: sum.vatCents + line.vatCents }), { grossCents: 0, netCents: 0, vatCents: 0 });
  return { lines, total };
}

/** One creator's part of an amount, in whole cents. */
export type Share = { uid: string; percent: number; cents: number };

const isPercent = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 100;

/**
 * The creators of an item and the percentages splitItem applies: the stored ones, or everything
 * to the lead when they cannot be trusted.
 */
function trustedSplit(creators: unknown, payout: unknown): { uids: string[]; split: number[] } {
  const uids = Array.isArray(creators) ? creators.filter((uid): uid is string => typeof uid === "string" && uid.length > 0) : [];
  const percents: unknown[] = Array.isArray(payout) ? payout : [];
  const valid = percents.length === uids.length && percents.every(isPercent) && (percents as number[]).reduce((sum, percent) => sum + percent, 0) <= 100 + 1e-9;
  return { uids, split: valid ? (percents as number[]) : uids.map((_, index) => (index === 0 ? 100 : 0)) };
}

/**
 * The payout percentage of `uid` in an item's split, as splitItem applies it (0 for someone who
 * was not among its creators).
 */
export function percentOf(item: { creators?: unknown; payout?: unknown }, uid: string): number {
  const { uids, split } = trustedSplit(item.creators, item.payout);
  return uids.reduce((sum, each, index) => (each === uid ? sum + (split[index] ?? 0) : sum), 0);
}

/**
 * Splits an amount between an item's creators by their payout percentages, in whole cents that
 * add up to the amount exactly: each creator gets the rounded-down cents of their share and the
 * lead creator (creators[0]) the cents left over. Percentages that sum to less than 100 (a share
 * still held by a pending invitation) leave the rest to the lead creator too. A split that cannot
 * be trusted (lengths differ, a bad percentage, a sum over 100) pays the lead creator everything.
 * Returns one share per creator with cents > 0, the lead first.
 */
export function splitItem(cents: number, creators: unknown, payout: unknown): Share[] {
  const { uids, split } = trustedSplit(creators, payout);
  if (!uids.length || !Number.isInteger(cents) || cents <= 0) return [];

  const byUid = new Map<string, Share>();
  uids.forEach((uid, index) => {
    const percent = split[index] ?? 0;
    // Integer arithmetic where possible: 2499 × 33.33 / 100 in floats can land just under a cent.
    const part = Math.floor((cents * Math.round(percent * 100)) / 10_000);
    const known = byUid.get(uid);
    if (known) {
      known.percent += percent;
      known.cents += part;
    } else byUid.set(uid, { uid, percent, cents: part });
  });
  const shares = [...byUid.values()];
  const lead = shares[0]!;
  lead.cents += cents - shares.reduce((sum, share) => sum + share.cents, 0);
  return shares.filter((share) => share.cents > 0);
}

/**
 * The creators and their percentages at the moment of sale (orders keep this snapshot). While an
 * invitation is pending its share is not anyone's yet; the lead creator (creators[0]) earns it on
 * sales made meanwhile, so every order's split adds up to 100 (docs/decisions/0068-creator-figures.md).
 */
export function payoutSnapshot(product: { creators: readonly string[]; payout: readonly number[] }): { creators: string[]; payout: number[] } {
  const creators = [...product.creators];
  const payout = creators.map((_, index) => product.payout[index] ?? 0);
  const unassigned = 100 - payout.reduce((sum, share) => sum + share, 0);
  if (creators.length && unassigned > 0) payout[0] = (payout[0] ?? 0) + unassigned;
  return { creators, payout };
}
