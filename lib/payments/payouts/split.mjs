// Plain JavaScript so the demo seed (plain Node) computes ledger entries with this very code.

/** @typedef {{ uid: string; percent: number; cents: number }} Share One creator's part of one sold item, in whole cents. */

/** @param {unknown} value @returns {value is number} */
const isPercent = (value) => typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 100;

/**
 * Splits an item's price between its creators by their payout percentages, in whole cents that
 * add up to the price exactly: each creator gets the rounded-down cents of their share and the
 * lead creator (creators[0]) the remainder. Percentages that sum to less than 100 (a share still
 * held by a pending invitation) leave the rest to the lead creator too. A split that cannot be
 * trusted (lengths differ, a bad percentage, a sum over 100) pays the lead creator everything.
 * @param {number} priceCents
 * @param {unknown} creators
 * @param {unknown} payout
 * @returns {Share[]}
 */
export function splitItem(priceCents, creators, payout) {
  const uids = Array.isArray(creators) ? creators.filter((uid) => typeof uid === "string" && uid.length > 0) : [];
  if (!uids.length || !Number.isInteger(priceCents) || priceCents <= 0) return [];
  const percents = Array.isArray(payout) ? payout : [];
  const valid = percents.length === uids.length && percents.every(isPercent) && percents.reduce((sum, percent) => sum + percent, 0) <= 100 + 1e-9;
  const split = valid ? percents : uids.map((_, index) => (index === 0 ? 100 : 0));

  /** @type {Map<string, Share>} */
  const byUid = new Map();
  uids.forEach((uid, index) => {
    const percent = split[index];
    // Integer arithmetic where possible: 2499 × 33.33 / 100 in floats can land just under a cent.
    const cents = Math.floor((priceCents * Math.round(percent * 100)) / 10_000);
    const known = byUid.get(uid);
    if (known) {
      known.percent += percent;
      known.cents += cents;
    } else byUid.set(uid, { uid, percent, cents });
  });
  const shares = [...byUid.values()];
  const lead = shares[0];
  lead.cents += priceCents - shares.reduce((sum, share) => sum + share.cents, 0);
  return shares.filter((share) => share.cents > 0);
}
