import { enrolmentFigures, negated, saleFigures, sumByCreatorDay } from "@/lib/creator/creator-days.mjs";
import { checkRange, presetRange, rangeInstants } from "@/lib/creator/performance-ranges";
import { computePerformance, performanceFromDays, type ProductInput, type SaleInput } from "@/lib/creator/performance";
import { creatorShareCents } from "@/lib/payments/money.mjs";
import { csvCell, performanceCsv } from "@/lib/creator/performance-csv";
import { viennaDay, viennaDayStart, weekStart } from "@/lib/creator/vienna-days";

const LENA = "lena";
const JONAS = "jonas";
const rating = (count: number, total: number) => ({ stars: count ? total / count : 0, count, total });
const products: ProductInput[] = [
  { id: "water", title: "Water Management", state: "approved", rating: rating(2, 7) },
  { id: "soil", title: "Soil Health", state: "approved", rating: rating(1, 4) },
  { id: "draft", title: "Draft course", state: "draft", rating: rating(0, 0) },
];
let orderNumber = 0;
const sale = (productId: string, price: number, createdOn: string, overrides: Partial<SaleInput> = {}): SaleInput => ({
  orderId: `order_${++orderNumber}`,
  productId,
  title: productId,
  price,
  creators: productId === "water" ? [LENA, JONAS] : [LENA],
  payout: productId === "water" ? [70, 30] : [100],
  status: "paid",
  createdOn,
  ...overrides,
});
const week = { from: "2026-03-02", to: "2026-03-08" };

describe("a creator's share of a price", () => {
  const share = (price: number, payout: number[], uid: string) => creatorShareCents({ price, creators: [LENA, JONAS, "mia"].slice(0, payout.length), payout }, uid);

  it("is whole cents that add up exactly to the price", () => {
    expect([share(19.99, [50, 50], LENA), share(19.99, [50, 50], JONAS)]).toEqual([1000, 999]);
    expect([share(10, [33, 33, 34], LENA), share(10, [33, 33, 34], JONAS), share(10, [33, 33, 34], "mia")]).toEqual([330, 330, 340]);
    for (const price of [0.01, 0.99, 19.99, 29.99, 79, 123.45])
      expect(share(price, [33, 33, 34], LENA) + share(price, [33, 33, 34], JONAS) + share(price, [33, 33, 34], "mia")).toBe(Math.round(price * 100));
  });

  it("gives the leftover cent to the lead creator, as the payout ledger does", () => {
    // 2999 × 70 % = 2099.3 and × 30 % = 899.7: both round down and the lead gets the cent left.
    expect(creatorShareCents({ price: 29.99, creators: [LENA, JONAS], payout: [70, 30] }, LENA)).toBe(2100);
    expect(creatorShareCents({ price: 29.99, creators: [LENA, JONAS], payout: [70, 30] }, JONAS)).toBe(899);
  });

  it("pays nothing to someone who was not a creator at checkout, or from an order without a split", () => {
    expect(creatorShareCents({ price: 24.99, creators: [LENA], payout: [100] }, JONAS)).toBe(0);
    expect(creatorShareCents({ price: 24.99 }, LENA)).toBe(0);
  });

  it("reads prices like 0.29 without float drift", () => {
    expect(creatorShareCents({ price: 0.29, creators: [LENA], payout: [100] }, LENA)).toBe(29);
    expect(creatorShareCents({ price: 19.99, creators: [LENA], payout: [100] }, LENA)).toBe(1999);
  });
});

describe("Vienna days", () => {
  it("puts an instant on the day it is in Vienna, not in UTC", () => {
    expect(viennaDay("2026-01-15T23:30:00Z")).toBe("2026-01-16"); // 00:30 CET
    expect(viennaDay("2026-07-15T21:59:59Z")).toBe("2026-07-15"); // 23:59:59 CEST
    expect(viennaDay("2026-07-15T22:00:00Z")).toBe("2026-07-16");
  });

  it("starts a day at Vienna midnight in winter, summer and on the days clocks change", () => {
    expect(viennaDayStart("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(viennaDayStart("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(viennaDayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z"); // spring forward that night
    expect(viennaDayStart("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(viennaDayStart("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z"); // fall back that night
    expect(viennaDayStart("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("turns a range into [first midnight, midnight after the last day)", () => {
    expect(rangeInstants({ from: "2026-03-29", to: "2026-03-29" })).toEqual({ start: new Date("2026-03-28T23:00:00Z"), end: new Date("2026-03-29T22:00:00Z") });
  });

  it("makes presets end today in Vienna, counting today", () => {
    expect(presetRange(7, new Date("2026-11-22T23:30:00Z"))).toEqual({ from: "2026-11-17", to: "2026-11-23" });
    expect(presetRange(30, new Date("2026-03-01T12:00:00Z"))).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });

  it("starts weeks on Monday", () => {
    expect(weekStart("2026-03-08")).toBe("2026-03-02"); // Sunday
    expect(weekStart("2026-03-02")).toBe("2026-03-02");
    expect(weekStart("2026-03-01")).toBe("2026-02-23");
  });
});

describe("checking a range", () => {
  it("accepts real days in order, up to 366 days", () => {
    expect(checkRange("2026-01-01", "2026-01-01")).toEqual({ ok: true, range: { from: "2026-01-01", to: "2026-01-01" } });
    expect(checkRange("2025-01-01", "2026-01-01").ok).toBe(true);
  });

  it("refuses a period that starts after today in Vienna, and takes one that starts today", () => {
    // 23:30 UTC on 1 March is already 2 March in Vienna.
    const lateEvening = new Date("2026-03-01T23:30:00Z");
    expect(checkRange("2026-03-02", "2026-03-08", lateEvening).ok).toBe(true);
    expect(checkRange("2026-03-03", "2026-03-08", lateEvening)).toEqual({ ok: false, error: "Choose a start date on or before today." });
    expect(checkRange("2026-02-20", "2026-03-08", lateEvening).ok).toBe(true);
  });

  it.each([
    ["missing", null, "2026-01-01"],
    ["not a day", "2026-02-30", "2026-03-01"],
    ["another format", "01.02.2026", "2026-03-01"],
    ["reversed", "2026-03-02", "2026-03-01"],
    ["too long", "2024-01-01", "2026-01-01"],
  ])("refuses %s with a readable message", (_name, from, to) => {
    const result = checkRange(from, to);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toMatch(/date|days/);
  });
});

describe("a creator's figures", () => {
  it("counts paid items in range at the creator's share, per product and per day", () => {
    const result = computePerformance(
      LENA,
      week,
      [sale("water", 29.99, "2026-03-02T10:00:00Z"), sale("water", 29.99, "2026-03-04T10:00:00Z"), sale("soil", 9.99, "2026-03-04T11:00:00Z")],
      [],
      products,
    );
    expect(result.totals).toMatchObject({ units: 3, revenueCents: 2100 + 2100 + 999 });
    expect(result.products.map((product) => [product.productId, product.units, product.revenueCents])).toEqual([
      ["water", 2, 4200],
      ["soil", 1, 999],
    ]);
    expect(result.days).toHaveLength(7);
    expect(result.days.find((day) => day.start === "2026-03-04")).toMatchObject({ units: 2, revenueCents: 2100 + 999 });
    expect(result.weeks).toEqual([{ start: "2026-03-02", units: 3, revenueCents: 5199, enrolments: 0 }]);
  });

  it("gives the co-creator their share of the same orders, and nothing of products they are not on", () => {
    const sales = [sale("water", 29.99, "2026-03-02T10:00:00Z"), sale("soil", 9.99, "2026-03-04T11:00:00Z")];
    expect(computePerformance(JONAS, week, sales, [], []).totals).toMatchObject({ units: 1, revenueCents: 899 });
  });

  it.each(["refunded", "pending", "failed", "cancelled", "amount_mismatch"])("leaves out %s orders", (status) => {
    const result = computePerformance(LENA, week, [sale("soil", 9.99, "2026-03-03T10:00:00Z", { status })], [], products);
    expect(result.totals).toMatchObject({ units: 0, revenueCents: 0 });
  });

  it("counts an order on its Vienna day, so the edges of a range follow Vienna midnight", () => {
    const sales = [
      sale("soil", 9.99, "2026-03-01T22:59:59Z"), // 1 March 23:59 in Vienna: before the range
      sale("soil", 9.99, "2026-03-01T23:00:00Z"), // 2 March 00:00: in
      sale("soil", 9.99, "2026-03-08T22:59:59Z"), // 8 March 23:59: in
      sale("soil", 9.99, "2026-03-08T23:00:00Z"), // 9 March: after
    ];
    const result = computePerformance(LENA, week, sales, [], products);
    expect(result.totals.units).toBe(2);
    expect(result.days[0]).toMatchObject({ start: "2026-03-02", units: 1 });
    expect(result.days[6]).toMatchObject({ start: "2026-03-08", units: 1 });
  });

  it("counts each item of an order once, even if it arrives twice", () => {
    const once = sale("soil", 9.99, "2026-03-03T10:00:00Z");
    expect(computePerformance(LENA, week, [once, once], [], products).totals.units).toBe(1);
  });

  it("counts enrolments of own products in range, free ones included", () => {
    const enrolments = [
      { productId: "soil", createdOn: "2026-03-03T10:00:00Z" },
      { productId: "water", createdOn: "2026-03-05T10:00:00Z" },
      { productId: "water", createdOn: "2026-02-20T10:00:00Z" },
      { productId: "someone-elses", createdOn: "2026-03-05T10:00:00Z" },
    ];
    const result = computePerformance(LENA, week, [], enrolments, products);
    expect(result.totals.enrolments).toBe(2);
    expect(result.days.find((day) => day.start === "2026-03-05")?.enrolments).toBe(1);
  });

  it("averages ratings over all reviews, not over products, and lists published products even without sales", () => {
    const result = computePerformance(LENA, week, [], [], products);
    expect(result.totals.rating).toBeCloseTo(11 / 3);
    expect(result.totals.reviewCount).toBe(3);
    expect(result.products.map((product) => product.productId).sort()).toEqual(["soil", "water"]);
  });

  it("gives zeros to someone without products or sales", () => {
    const result = computePerformance("nobody", week, [sale("soil", 9.99, "2026-03-03T10:00:00Z")], [], []);
    expect(result.totals).toEqual({ units: 0, revenueCents: 0, enrolments: 0, rating: 0, reviewCount: 0 });
    expect(result.products).toEqual([]);
  });

  it("weeks a long range from Monday to Monday", () => {
    const result = computePerformance(LENA, { from: "2026-03-04", to: "2026-03-17" }, [sale("soil", 9.99, "2026-03-16T10:00:00Z")], [], products);
    expect(result.weeks.map((entry) => entry.start)).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    expect(result.weeks[2]?.units).toBe(1);
  });
});

describe("the day figures a payment or an enrolment stores", () => {
  const water = { productId: "water", title: "Water Management", price: 29.99, creators: [LENA, JONAS], payout: [70, 30] };

  it("gives each creator of an item one unit and their share, on the Vienna day the order was placed", () => {
    expect(saleFigures({ items: [water], createdOn: "2026-03-01T23:30:00Z" })).toEqual([
      { uid: LENA, day: "2026-03-02", productId: "water", units: 1, revenueCents: 2100, enrolments: 0, title: "Water Management" },
      { uid: JONAS, day: "2026-03-02", productId: "water", units: 1, revenueCents: 899, enrolments: 0, title: "Water Management" },
    ]);
  });

  it("counts a product listed twice in one order once, and an item without a split for nobody", () => {
    expect(saleFigures({ items: [water, water], createdOn: "2026-03-02T10:00:00Z" })).toHaveLength(2);
    expect(saleFigures({ items: [{ productId: "soil", title: "Soil", price: 9.99 }], createdOn: "2026-03-02T10:00:00Z" })).toEqual([]);
  });

  it("sums per creator and day, and a refund or revocation takes exactly the same figures back", () => {
    const sale = saleFigures({ items: [water], createdOn: "2026-03-02T10:00:00Z" });
    const enrolment = enrolmentFigures({ productId: "water", createdOn: "2026-03-02T21:00:00Z", creators: [LENA, JONAS, LENA] });
    expect(enrolment.map((figure) => [figure.uid, figure.day, figure.enrolments])).toEqual([
      [LENA, "2026-03-02", 1],
      [JONAS, "2026-03-02", 1],
    ]);
    expect(sumByCreatorDay([...sale, ...enrolment, ...sale])).toEqual([
      { uid: LENA, day: "2026-03-02", products: { water: { units: 2, revenueCents: 4200, enrolments: 1, title: "Water Management" } } },
      { uid: JONAS, day: "2026-03-02", products: { water: { units: 2, revenueCents: 1798, enrolments: 1, title: "Water Management" } } },
    ]);
    const undone = sumByCreatorDay([...sale, ...enrolment, ...negated([...sale, ...enrolment])]);
    expect(undone.map((day) => day.products.water)).toEqual([
      { units: 0, revenueCents: 0, enrolments: 0, title: "Water Management" },
      { units: 0, revenueCents: 0, enrolments: 0, title: "Water Management" },
    ]);
  });
});

describe("figures from stored days", () => {
  const entry = (units: number, revenueCents: number, enrolments: number, title = "") => ({ units, revenueCents, enrolments, title });

  it("leaves out a sale refunded in full, days outside the range and enrolments of products not the creator's", () => {
    const result = performanceFromDays(
      week,
      [
        { day: "2026-03-03", products: { draft: entry(0, 0, 0, "Draft course"), water: entry(1, 2099, 2, "Water") } },
        { day: "2026-03-04", products: { "someone-elses": entry(0, 0, 3) } },
        { day: "2026-03-09", products: { soil: entry(5, 4995, 5, "Soil") } },
      ],
      products,
    );
    expect(result.totals).toMatchObject({ units: 1, revenueCents: 2099, enrolments: 2 });
    expect(result.products.map((product) => product.productId)).toEqual(["water", "soil"]);
    expect(result.days.map((day) => day.enrolments)).toEqual([0, 2, 0, 0, 0, 0, 0]);
  });

  it("keeps the sales of a product no longer the creator's, titled as first sold in the range", () => {
    const result = performanceFromDays(
      week,
      [
        { day: "2026-03-05", products: { left: entry(1, 500, 1, "Renamed later") } },
        { day: "2026-03-02", products: { left: entry(2, 1000, 0, "Old title") } },
      ],
      [],
    );
    expect(result.products).toEqual([{ productId: "left", title: "Old title", state: "approved", units: 3, revenueCents: 1500, enrolments: 0, rating: 0, reviewCount: 0 }]);
    expect(result.weeks).toEqual([{ start: "2026-03-02", units: 3, revenueCents: 1500, enrolments: 0 }]);
  });
});

describe("the CSV download", () => {
  it("quotes every field and doubles inner quotes", () => {
    expect(csvCell('Water "blue" gold, part 1')).toBe('"Water ""blue"" gold, part 1"');
    expect(csvCell(3)).toBe('"3"');
  });

  it.each(["=HYPERLINK(\"http://evil\")", "+1+1", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"])("defuses a cell starting like a formula: %s", (title) => {
    expect(csvCell(title).startsWith(`"'`)).toBe(true);
  });

  it("has a row per product and per day, money as plain decimals", () => {
    const result = computePerformance(LENA, week, [sale("water", 29.99, "2026-03-02T10:00:00Z", { title: "=cmd" })], [], [{ ...products[0]!, title: "=cmd|' /C calc'!A0" }]);
    const csv = performanceCsv(result);
    const lines = csv.trimEnd().split("\r\n");
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(lines).toContain('"\'=cmd|\' /C calc\'!A0","water","approved","1","21.00","0","3.50","2"');
    expect(lines).toContain('"Total","","","1","21.00","0","3.50","2"');
    expect(lines).toContain('"2026-03-02","1","21.00","0"');
    expect(lines.filter((line) => /^"2026-03-0\d"/.test(line))).toHaveLength(7);
  });
});
