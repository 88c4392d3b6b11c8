import { splitItem } from "@/lib/payments/money";

const total = (shares: { cents: number }[]) => shares.reduce((sum, share) => sum + share.cents, 0);

describe("splitItem", () => {
  it("gives each creator the rounded-down cents of their share and the lead creator the remainder", () => {
    expect(splitItem(2499, ["lead", "co"], [70, 30])).toEqual([
      { uid: "lead", percent: 70, cents: 1750 },
      { uid: "co", percent: 30, cents: 749 },
    ]);
    const thirds = splitItem(1000, ["a", "b", "c"], [33.34, 33.33, 33.33]);
    expect(thirds.map((share) => share.cents)).toEqual([334, 333, 333]);
  });

  it.each([
    [999, [50, 50]],
    [2499, [33.33, 33.33, 33.34]],
    [1, [60, 40]],
    [123_457, [12.5, 87.5]],
  ])("always adds up to the price exactly (%i cents)", (price, payout) => {
    const creators = payout.map((_, index) => `uid${index}`);
    expect(total(splitItem(price, creators, payout))).toBe(price);
  });

  it("leaves a share still held by a pending invitation to the lead creator", () => {
    expect(splitItem(1000, ["lead", "co"], [60, 20])).toEqual([
      { uid: "lead", percent: 60, cents: 800 },
      { uid: "co", percent: 20, cents: 200 },
    ]);
  });

  it("pays the lead creator everything when the split cannot be trusted", () => {
    for (const payout of [undefined, [100], [80, 40], [-10, 110], ["50", "50"]]) {
      expect(splitItem(1000, ["lead", "co"], payout)).toEqual([{ uid: "lead", percent: 100, cents: 1000 }]);
    }
  });

  it("pays nothing for a free item or an item without creators, and leaves out zero shares", () => {
    expect(splitItem(0, ["lead"], [100])).toEqual([]);
    expect(splitItem(1000, [], [])).toEqual([]);
    expect(splitItem(1, ["lead", "co"], [50, 50])).toEqual([{ uid: "lead", percent: 50, cents: 1 }]);
  });
});
