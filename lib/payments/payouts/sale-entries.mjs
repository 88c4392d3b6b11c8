// @ts-check
// Plain JavaScript: the payment webhook (ledger.server.ts) and the demo seed (scripts/seed.mjs,
// plain Node) build a paid order's ledger entries with this one function, so seeded entries are
// exactly what a real payment would have written.
import { VAT_PERCENT } from "../../../config/payout-rates.mjs";
import { creatorsPoolCents, splitItem, toCents } from "../money.mjs";
import { saleBreakdown, sumBreakdowns } from "../sale-breakdown.mjs";

export { availableOnMillis } from "../sale-breakdown.mjs";

/** @typedef {Record<string, unknown>} Data */

/**
 * The fields of a sale entry that do not depend on when it is written (the caller adds
 * `createdOn` and `availableOn`, as server timestamps or the seed's dates). `breakdown` is the
 * sale's saleBreakdown without its hold, whose end is the entry's `availableOn`: the Payouts page
 * explains each entry with the cents the dashboard and the performance page show for the sale.
 * @typedef {import("../sale-breakdown.mjs").BreakdownCents & { vatPercent: number }} StoredBreakdown
 * @typedef {{ uid: string; orderId: string; productId: string; title: string; kind: "sale"; amount: number; amountCents: number; share: number; breakdown: StoredBreakdown; status: "pending"; paidOn: null; transferId: string }} SaleEntryFields
 */

/** payouts/{id}: one creator's share of one item of one order. */
export const entryId = (/** @type {string} */ orderId, /** @type {string} */ productId, /** @type {string} */ uid) => `${orderId}_${productId}_${uid}`;

/**
 * One entry per creator of each item of a paid order: the creators' 80 % of the item's net
 * revenue (less the VAT at the order's rate, as its invoice states it), split by the item's
 * creators/payout snapshot from checkout; an item without one uses `products[index]` (the
 * product as it is now).
 * @param {string} orderId
 * @param {unknown} items the order's stored `items`
 * @param {(Data | undefined)[]} [products]
 * @param {number} [vatPercent] the order's `vatPercent`; orders from before it were taxed at Austria's rate
 * @returns {{ id: string; fields: SaleEntryFields }[]}
 */
export function saleEntries(orderId, items, products = [], vatPercent = VAT_PERCENT) {
  const list = /** @type {Data[]} */ (Array.isArray(items) ? items : []);
  /** @type {{ id: string; fields: SaleEntryFields }[]} */
  const entries = [];
  list.forEach((item, index) => {
    const productId = typeof item.productId === "string" ? item.productId : "";
    const price = typeof item.price === "number" ? item.price : 0;
    if (!productId) return;
    const snapshot = Array.isArray(item.creators) ? item : (products[index] ?? {});
    for (const share of splitItem(creatorsPoolCents(toCents(price), vatPercent), snapshot.creators, snapshot.payout)) {
      const sale = saleBreakdown({ price, creators: snapshot.creators, payout: snapshot.payout }, share.uid, { vatPercent });
      /** @type {StoredBreakdown} */
      const breakdown = { ...sumBreakdowns([sale]), vatPercent };
      entries.push({
        id: entryId(orderId, productId, share.uid),
        fields: {
          uid: share.uid,
          orderId,
          productId,
          title: typeof item.title === "string" ? item.title : "",
          kind: "sale",
          amount: sale.yourShareCents / 100,
          amountCents: sale.yourShareCents,
          share: share.percent,
          breakdown,
          status: "pending",
          paidOn: null,
          transferId: "",
        },
      });
    }
  });
  return entries;
}
