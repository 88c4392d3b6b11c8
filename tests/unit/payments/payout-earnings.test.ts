import { creatorsPoolCents, splitItem } from "@/lib/payments/money";

describe("the creators' part of a sale", () => {
  it("matches the profit model page's worked example to the cent", () => {
    // 9.99: VAT 1.67, card fee 0.40, net 7.92, creators 80 % = 6.34, split 70/30 = 4.44 + 1.90.
    expect(creatorsPoolCents(999)).toBe(634);
    expect(splitItem(creatorsPoolCents(999), ["a", "b"], [70, 30]).map((share) => share.cents)).toEqual([444, 190]);
  });

  it.each([
    [2499, 1616],
    [1250, 798],
    [100, 45],
  ])("leaves the creators of a %i-cent sale %i cents", (price, pool) => {
    expect(creatorsPoolCents(price)).toBe(pool);
  });

  it("pays nothing for free items, or when the fees eat the price", () => {
    expect(creatorsPoolCents(0)).toBe(0);
    expect(creatorsPoolCents(20)).toBe(0);
    expect(creatorsPoolCents(-500)).toBe(0);
    expect(creatorsPoolCents(9.5)).toBe(0);
  });
});
