// The payment webhook (ledger.server.ts) and the demo seed (scripts/seed.ts) build a paid order's
// ledger entries with this one function, so seeded entries are exactly what a real payment would
// have written.
import { VAT_PERCENT } from "@/config/payouts";
import { creatorsPoolCents, splitItem, toCents } from "../money";
import { saleBreakdown, sumBreakdowns, type BreakdownCents } from "../sale-breakdown";

export { availableOnMillis } from "../sale-breakdown";

type Data = Record<string, unknown>;

/**
 * The fields of a sale entry that do not depend on when it is written (the caller adds
 * `createdOn` and `availableOn`, as server timestamps or the seed's dates). `breakdown` is the
 * sale's saleBreakdown without its hold, whose end is the entry's `availableOn`: the Payouts page
 * explains each entry with the cents the dashboard and the performance page show for the sale.
 */
export type StoredBreakdown = BreakdownCents & { vatPercent: number };
export type SaleEntryFields = { uid: string; orderId: string; productId: string; title: string; kind: "sale"; amount: number; amountCents: number; share: number; breakdown: StoredBreakdown; status: "pending"; paidOn: null; transferId: string };

/** payouts/{id}: one creator's share of one item of one order. */
export const entryId = (orderId: string, productId: string, uid: string) => `${orderId}_${productId}_${uid}`;

/**
 * One entry per creator of each item of a paid order: the creators' 80 % of the item's net
 * revenue (less the VAT at the order's rate, as its invoice states it), split by the item's
 * creators/payout snapshot from checkout; an item without one uses `products[index]` (the
 * product as it is now). `items` is the order's stored `items`; `vatPercent` the order's, and
 * orders from before it were taxed at Austria's rate.
 */
export function saleEntries(orderId: string, items: unknown, products: (Data | undefined)[] = [], vatPercent: number = VAT_PERCENT): { id: string; fields: SaleEntryFields }[] {
  const list = (Array.isArray(items) ? items : []) as Data[];
  const entries: { id: string; fields: SaleEntryFields }[] = [];
  list.forEach((item, index) => {
    const productId = typeof item.productId === "string" ? item.productId : "";
    const price = typeof item.price === "number" ? item.price : 0;
    if (!productId) return;
    const snapshot = Array.isArray(item.creators) ? item : (products[index] ?? {});
    for (const share of splitItem(creatorsPoolCents(toCents(price), vatPercent), snapshot.creators, snapshot.payout)) {
      const sale = saleBreakdown({ price, creators: snapshot.creators, payout: snapshot.payout }, share.uid, { vatPercent });
      const breakdown: StoredBreakdown = { ...sumBreakdowns([sale]), vatPercent };
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
