import fc from "fast-check";
import { CARD_FEE } from "@/config/payouts";
import { EU_VAT_PERCENT } from "@/config/vat-rates";
import { creatorsPoolCents, invoiceAmounts, splitItem, vatIncludedCents, vatPercentFor } from "@/lib/payments/money";

const EU = Object.entries(EU_VAT_PERCENT);

/** The VAT a gross price includes, exactly rounded half up, by rational arithmetic on BigInts. */
function exactVatCents(grossCents: number, percent: number): number {
  const permille = BigInt(Math.round(percent * 10));
  const numerator = BigInt(grossCents) * permille;
  const denominator = 1000n + permille;
  const floor = numerator / denominator;
  return Number(2n * (numerator - floor * denominator) >= denominator ? floor + 1n : floor);
}

describe("VAT by the buyer's country", () => {
  it("knows the 27 member states and nothing else as EU", () => {
    expect(EU.map(([code]) => code).sort()).toEqual(
      ["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"],
    );
  });

  it("holds each member state's standard rate as the Commission lists it (source and date in config/vat-rates.ts)", () => {
    expect(EU_VAT_PERCENT).toEqual({
      AT: 20, BE: 21, BG: 20, CY: 19, CZ: 21, DE: 19, DK: 25, EE: 24, ES: 21,
      FI: 25.5, FR: 20, GR: 24, HR: 25, HU: 27, IE: 23, IT: 22, LT: 21, LU: 17,
      LV: 21, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SE: 25, SI: 22, SK: 23,
    });
  });

  it.each(EU)("%s at %s %%: a price of 100 € + the rate holds exactly the rate in VAT, and the rest is net", (code, percent) => {
    expect(vatPercentFor(code)).toBe(percent);
    const gross = Math.round((100 + percent) * 100);
    expect(vatIncludedCents(gross, percent)).toBe(Math.round(percent * 100));
    const { lines, total } = invoiceAmounts([{ price: gross / 100 }], percent);
    expect(lines[0]).toEqual({ grossCents: gross, netCents: 10_000, vatCents: Math.round(percent * 100) });
    expect(total).toEqual(lines[0]);
  });

  it.each([["US"], ["CH"], ["GB"], ["NO"], ["TR"], ["JP"]])("%s, outside the EU: 0 %%, net equals gross", (code) => {
    expect(vatPercentFor(code)).toBe(0);
    expect(invoiceAmounts([{ price: 24.99 }], vatPercentFor(code)).total).toEqual({ grossCents: 2499, netCents: 2499, vatCents: 0 });
  });

  it.each([
    // [gross cents, rate, VAT cents]: one cent holds no VAT at any rate; halves round up.
    [1, 27, 0],
    [1, 17, 0],
    [2, 27, 0],
    [3, 20, 1], // 0.5 exactly → 1
    [5, 27, 1], // 1.063
    [4, 17, 1], // 0.581
    [3, 17, 0], // 0.436
    [119, 19, 19],
    [999, 20, 167], // the profit model page's example
    [2499, 19, 399],
    [1255, 25.5, 255],
    [1, 25.5, 0],
    [3, 25.5, 1], // 0.61
  ])("%i cents at %s %% include %i cents of VAT", (gross, percent, vat) => {
    expect(vatIncludedCents(gross, percent)).toBe(vat);
  });

  it("is the exactly rounded share of any price at every rate, and net + VAT is the price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(0, ...EU.map(([, percent]) => percent)), (gross, percent) => {
        const vat = vatIncludedCents(gross, percent);
        expect(vat).toBe(percent === 0 ? 0 : exactVatCents(gross, percent));
        const { lines, total } = invoiceAmounts([{ price: gross / 100 }], percent);
        expect(lines[0]!.netCents + lines[0]!.vatCents).toBe(gross);
        expect(total.vatCents).toBe(vat);
      }),
      { numRuns: 2000 },
    );
  });

  it("totals are the sums of the lines, to the cent", () => {
    const { lines, total } = invoiceAmounts([{ price: 24.99 }, { price: 12.5 }, { price: 0.01 }], 19);
    expect(lines).toEqual([
      { grossCents: 2499, netCents: 2100, vatCents: 399 },
      { grossCents: 1250, netCents: 1050, vatCents: 200 },
      { grossCents: 1, netCents: 1, vatCents: 0 },
    ]);
    expect(total).toEqual({ grossCents: 3750, netCents: 3151, vatCents: 599 });
  });
});

describe("the creators' pool at the buyer's rate", () => {
  it("€29.99 to Germany, three creators at 50/30/20: VAT 4.79, fee 0.70, net 24.50, creators 19.60 split 9.80/5.88/3.92", () => {
    expect(vatIncludedCents(2999, 19)).toBe(479);
    expect(Math.round((2999 * CARD_FEE.permille + CARD_FEE.fixedCents * 1000) / 1000)).toBe(70);
    const pool = creatorsPoolCents(2999, 19);
    expect(pool).toBe(1960);
    expect(splitItem(pool, ["lena", "jonas", "ada"], [50, 30, 20])).toEqual([
      { uid: "lena", percent: 50, cents: 980 },
      { uid: "jonas", percent: 30, cents: 588 },
      { uid: "ada", percent: 20, cents: 392 },
    ]);
  });

  it("€10.00 to Hungary (27 %), three creators at 34/33/33: the lead takes the leftover cent", () => {
    // VAT 2.13, fee 0.40, net 7.47, creators round(5.976) = 5.98.
    const pool = creatorsPoolCents(1000, 27);
    expect(pool).toBe(598);
    expect(splitItem(pool, ["a", "b", "c"], [34, 33, 33]).map((share) => share.cents)).toEqual([204, 197, 197]);
  });

  it("orders from before buyer countries keep Austria's 20 %", () => {
    expect(creatorsPoolCents(999)).toBe(creatorsPoolCents(999, 20));
    expect(creatorsPoolCents(999)).toBe(634);
  });
});
