import fc from "fast-check";
import { saleFigures } from "@/lib/creator/creator-days";
import { EU_VAT_PERCENT } from "@/config/vat-rates";
import { creatorsPoolCents, payoutSnapshot } from "@/lib/payments/money";
import { BREAKDOWN_KEYS, saleBreakdown, sumBreakdowns } from "@/lib/payments/sale-breakdown";
import { saleEntries } from "@/lib/payments/payouts/sale-entries";
import { editorSplit, priceCents } from "@/tests/factories/payout-splits";

const LENA = "lena";
const JONAS = "jonas";

const split = editorSplit;
// Every VAT rate an order can carry.
const vatPercent = fc.constantFrom(0, ...Object.values(EU_VAT_PERCENT));

// 500 runs of three modules' arithmetic take seconds on a busy machine.
describe("a sale's breakdown, from the learner's price to the creator's share", { timeout: 30_000 }, () => {
  it("€24.99 sold in Austria to a sole creator: VAT 4.17, card fee 0.62, net 20.20, commission 4.04, share 16.16, held 30 days", () => {
    expect(saleBreakdown({ price: 24.99, creators: [LENA], payout: [100] }, LENA, { vatPercent: 20, paidOn: "2026-03-02T10:02:00Z" })).toEqual({
      grossCents: 2499,
      vatCents: 417,
      cardFeeCents: 62,
      netCents: 2020,
      commissionCents: 404,
      othersCents: 0,
      yourShareCents: 1616,
      vatPercent: 20,
      sharePercent: 100,
      heldUntil: "2026-04-01T10:02:00.000Z",
    });
  });

  it("€29.99 at 70/30: each creator sees the other's part of the creators' 80 %, the lead taking the odd cent as the ledger does", () => {
    const water = { price: 29.99, creators: [LENA, JONAS], payout: [70, 30] };
    const lena = saleBreakdown(water, LENA);
    const jonas = saleBreakdown(water, JONAS);
    expect(lena).toMatchObject({ grossCents: 2999, vatCents: 500, cardFeeCents: 70, netCents: 2429, commissionCents: 486, othersCents: 582, yourShareCents: 1361, sharePercent: 70 });
    expect(jonas).toMatchObject({ othersCents: 1361, yourShareCents: 582, sharePercent: 30, heldUntil: null });
  });

  it("takes the buyer's country's VAT: Finland's 25.5 % leaves less than Austria's 20 %", () => {
    const course = { price: 24.99, creators: [LENA], payout: [100] };
    expect(saleBreakdown(course, LENA, { vatPercent: 25.5 })).toMatchObject({ vatCents: 508, netCents: 1929, commissionCents: 386, yourShareCents: 1543, vatPercent: 25.5 });
    expect(saleBreakdown(course, LENA, { vatPercent: 0 })).toMatchObject({ vatCents: 0, netCents: 2437, yourShareCents: 1950 });
  });

  it("never shows a negative part: a fee above what VAT leaves of a tiny price is the platform's", () => {
    expect(saleBreakdown({ price: 0.29, creators: [LENA], payout: [100] }, LENA)).toMatchObject({ grossCents: 29, vatCents: 5, cardFeeCents: 24, netCents: 0, commissionCents: 0, yourShareCents: 0 });
  });

  it("pays nothing to someone who was not a creator at checkout, or from an item without a split", () => {
    expect(saleBreakdown({ price: 24.99, creators: [LENA], payout: [100] }, JONAS)).toMatchObject({ othersCents: 1616, yourShareCents: 0, sharePercent: 0 });
    expect(saleBreakdown({ price: 24.99 }, LENA)).toMatchObject({ grossCents: 2499, othersCents: 1616, commissionCents: 404, yourShareCents: 0 });
  });

  it("for any price, split and VAT rate: whole cents, none negative, that add up to the price, with the ledger's and the day figures' share", () => {
    fc.assert(
      fc.property(priceCents, split, vatPercent, fc.integer({ min: 0, max: 4_000_000_000_000 }), (cents, productPayout, rate, paidMillis) => {
        const creators = productPayout.map((_, index) => `creator${index}`);
        const item = { productId: "prod", title: "Course", price: cents / 100, ...payoutSnapshot({ creators, payout: productPayout }) };
        const ledger = saleEntries("order", [item], [], rate);
        const figures = saleFigures({ items: [item], createdOn: "2026-03-02T10:00:00Z", vatPercent: rate });
        let shares = 0;
        for (const uid of creators) {
          const money = saleBreakdown(item, uid, { vatPercent: rate, paidOn: paidMillis });
          for (const key of BREAKDOWN_KEYS) {
            expect(Number.isInteger(money[key])).toBe(true);
            expect(money[key]).toBeGreaterThanOrEqual(0);
          }
          expect(money.grossCents).toBe(cents);
          expect(money.vatCents + money.cardFeeCents + money.commissionCents + money.othersCents + money.yourShareCents).toBe(money.grossCents);
          expect(money.netCents).toBe(money.grossCents - money.vatCents - money.cardFeeCents);
          expect(money.othersCents + money.yourShareCents).toBe(creatorsPoolCents(cents, rate));
          expect(Date.parse(money.heldUntil!) - paidMillis).toBe(30 * 24 * 60 * 60 * 1000);
          // Payouts, Performance and the dashboard: the same cents, every one of them.
          const entry = ledger.find((each) => each.fields.uid === uid)?.fields;
          expect(entry?.amountCents ?? 0).toBe(money.yourShareCents);
          if (entry) expect(entry.breakdown).toEqual({ ...sumBreakdowns([money]), vatPercent: rate });
          const figure = figures.find((each) => each.uid === uid);
          expect(figure && sumBreakdowns([figure])).toEqual(sumBreakdowns([money]));
          shares += money.yourShareCents;
        }
        expect(shares).toBe(creatorsPoolCents(cents, rate));
      }),
      { numRuns: 500 },
    );
  });

  it("adds up over many sales to a breakdown whose parts still make the total price", () => {
    const sales = [saleBreakdown({ price: 24.99, creators: [LENA], payout: [100] }, LENA), saleBreakdown({ price: 29.99, creators: [LENA, JONAS], payout: [70, 30] }, LENA, { vatPercent: 19 })];
    const total = sumBreakdowns(sales);
    expect(total.grossCents).toBe(5498);
    expect(total.yourShareCents).toBe(sales[0]!.yourShareCents + sales[1]!.yourShareCents);
    expect(total.vatCents + total.cardFeeCents + total.commissionCents + total.othersCents + total.yourShareCents).toBe(5498);
  });
});
