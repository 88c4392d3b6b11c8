import fc from "fast-check";
import { saleFigures } from "@/lib/creator/creator-days";
import { CARD_FEE, CREATORS_SHARE_PERCENT } from "@/config/payouts";
import { EU_VAT_PERCENT } from "@/config/vat-rates";
import { creatorsPoolCents, invoiceAmounts, payoutSnapshot, splitItem, toCents } from "@/lib/payments/money";
import { saleEntries } from "@/lib/payments/payouts/sale-entries";
import { editorSplit, priceCents } from "@/tests/factories/payout-splits";

const split = editorSplit;
// Every rate an order can carry: each EU country's, and 0 outside the EU.
const vatPercent = fc.constantFrom(0, ...Object.values(EU_VAT_PERCENT));
const creatorsOf = (payout: number[]) => payout.map((_, index) => `creator${index}`);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("one rule for money: checkout, the payout ledger, the dashboard and the performance page agree", () => {
  it("the parts of any amount are whole cents that add up to it, the lead taking what is left", () => {
    fc.assert(
      fc.property(priceCents, split, (cents, payout) => {
        const shares = splitItem(cents, creatorsOf(payout), payout);
        expect(sum(shares.map((share) => share.cents))).toBe(cents);
        shares.forEach((share) => expect(Number.isInteger(share.cents)).toBe(true));
        // Everyone but the lead gets their share rounded down; nobody gets less than that.
        payout.forEach((percent, index) => {
          const cents_ = shares.find((share) => share.uid === `creator${index}`)?.cents ?? 0;
          const floor = Math.floor((cents * percent) / 100);
          if (index === 0) expect(cents_).toBeGreaterThanOrEqual(floor);
          else expect(cents_).toBe(floor);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("a sale's performance share and its ledger entries are the same split of the creators' pool, at every VAT rate", () => {
    fc.assert(
      fc.property(priceCents, split, vatPercent, (cents, productPayout, rate) => {
        const price = cents / 100;
        expect(toCents(price)).toBe(cents);
        const creators = creatorsOf(productPayout);
        // What checkout stores on the order item.
        const item = { productId: "prod", title: "Course", price, ...payoutSnapshot({ creators, payout: productPayout }) };
        expect(sum(item.payout)).toBe(100);

        const revenue = saleFigures({ createdOn: "2026-03-02T10:00:00Z", items: [item], vatPercent: rate });
        const ledger = saleEntries("order", [item], [], rate);
        const pool = creatorsPoolCents(cents, rate);
        // The ledger deducts exactly the VAT the invoice states for the line.
        const invoiced = invoiceAmounts([item], rate).lines[0]!;
        const net = invoiced.netCents - Math.round((cents * CARD_FEE.permille + CARD_FEE.fixedCents * 1000) / 1000);
        expect(pool).toBe(net > 0 ? Math.round((net * CREATORS_SHARE_PERCENT) / 100) : 0);

        expect(sum(revenue.map((figure) => figure.yourShareCents))).toBe(pool);
        expect(sum(ledger.map((entry) => entry.fields.amountCents))).toBe(pool);
        for (const uid of creators) {
          // The performance page counts exactly what the ledger pays: the split of the pool.
          const performance = revenue.find((figure) => figure.uid === uid)?.yourShareCents ?? 0;
          const paid = ledger.find((entry) => entry.fields.uid === uid)?.fields.amountCents ?? 0;
          expect(performance).toBe(paid);
          expect(paid).toBe(splitItem(pool, item.creators, item.payout).find((share) => share.uid === uid)?.cents ?? 0);
          expect(ledger.find((entry) => entry.fields.uid === uid)?.fields.amount ?? 0).toBe(paid / 100);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("€29.99 at 70/30: the lead 13.61 and the co-creator 5.82 on the performance page and in the ledger", () => {
    const item = { productId: "prod", title: "Course", price: 29.99, creators: ["lena", "jonas"], payout: [70, 30] };
    expect(saleFigures({ createdOn: "2026-03-02T10:00:00Z", items: [item] }).map((figure) => figure.yourShareCents)).toEqual([1361, 582]);
    const pool = creatorsPoolCents(2999);
    const ledger = saleEntries("order", [item]).map((entry) => entry.fields.amountCents);
    expect(ledger).toEqual([1361, 582]);
    expect(ledger).toEqual(splitItem(pool, item.creators, item.payout).map((share) => share.cents));
  });
});
