import fc from "fast-check";
import { EU_VAT_PERCENT } from "@/config/vat-rates";
import { creditNoteAmounts } from "@/lib/payments/credit-note";
import { creatorsPoolCents, invoiceAmounts, splitItem } from "@/lib/payments/money";
import { saleEntries } from "@/lib/payments/payouts/sale-entries";

const lined = (prices: number[], percent: number) => {
  const { lines, total } = invoiceAmounts(prices.map((price) => ({ price })), percent);
  return { lines: lines.map((line, index) => ({ productId: `prod_${index}`, title: `Course ${index}`, ...line })), totals: total };
};

describe("a credit note's figures", () => {
  it("€29.99 (three creators at 50/30/20), €12.50 and €0.01 to Germany: every line and the VAT breakdown negated to the cent", () => {
    const invoice = lined([29.99, 12.5, 0.01], 19);
    const note = creditNoteAmounts(invoice);
    expect(note.lines.map(({ grossCents, netCents, vatCents }) => [grossCents, netCents, vatCents])).toEqual([
      [-2999, -2520, -479],
      [-1250, -1050, -200],
      // A cent holds no VAT: the credit note states 0, not -0.
      [-1, -1, 0],
    ]);
    expect(Object.is(note.lines[2]!.vatCents, 0)).toBe(true);
    expect(note.totals).toEqual({ grossCents: -4250, netCents: -3571, vatCents: -679 });
    expect(note.lines.map((line) => line.title)).toEqual(["Course 0", "Course 1", "Course 2"]);

    // The creators' pool of the three-creator course deducts exactly the VAT the credit note takes
    // back, and the ledger's sale entries (reversed on refund) are that pool's split.
    const item = { productId: "prod_0", title: "Course 0", price: 29.99, creators: ["lena", "jonas", "ada"], payout: [50, 30, 20] };
    const pool = creatorsPoolCents(2999, 19);
    // 80 % of (the price, less the VAT the credit note takes back, less the €0.70 card fee).
    expect(pool).toBe(Math.round(((2999 + note.lines[0]!.vatCents - 70) * 80) / 100));
    expect(pool).toBe(1960);
    expect(saleEntries("order", [item], [], 19).map((entry) => entry.fields.amountCents)).toEqual(splitItem(pool, item.creators, item.payout).map((share) => share.cents));
    expect(splitItem(pool, item.creators, item.payout).map((share) => share.cents)).toEqual([980, 588, 392]);
  });

  it("cancels the invoice to the cent for any prices at every rate", () => {
    const rate = fc.constantFrom(0, ...Object.values(EU_VAT_PERCENT));
    const prices = fc.array(fc.integer({ min: 1, max: 99_999 }).map((cents) => cents / 100), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(prices, rate, (gross, percent) => {
        const invoice = lined(gross, percent);
        const note = creditNoteAmounts(invoice);
        note.lines.forEach((line, index) => {
          const original = invoice.lines[index]!;
          expect(line.grossCents + original.grossCents).toBe(0);
          expect(line.netCents + original.netCents).toBe(0);
          expect(line.vatCents + original.vatCents).toBe(0);
          expect(line.netCents + line.vatCents).toBe(line.grossCents);
        });
        expect(note.totals.vatCents + invoice.totals.vatCents).toBe(0);
        expect(note.totals.netCents + invoice.totals.netCents).toBe(0);
        expect(note.totals.grossCents).toBe(-Math.round(gross.reduce((sum, price) => sum + price * 100, 0)));
      }),
      { numRuns: 500 },
    );
  });
});
