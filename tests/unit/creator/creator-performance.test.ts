import { enrolmentFigures, negated, saleFigures, sumByCreatorDay } from "@/lib/creator/creator-days";
import { presetRange, rangeInstants } from "@/lib/creator/performance-ranges";
import { performanceRange } from "@/lib/schemas/creator";
import { firstProblem, parseOrRefuse } from "@/lib/schemas/parse";
import { computePerformance, performanceFromDays, type ProductInput, type SaleInput } from "@/lib/creator/performance";
import { noBreakdown } from "@/lib/payments/sale-breakdown";
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
  const rangeProblem = (from: unknown, to: unknown, now?: Date) => firstProblem(performanceRange(now), { from, to })?.message ?? null;

  it("accepts real days in order, up to 366 days", () => {
    expect(parseOrRefuse(performanceRange(), { from: "2026-01-01", to: "2026-01-01" }, "performance/invalid-range")).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(rangeProblem("2025-01-01", "2026-01-01")).toBeNull();
  });

  it("refuses a period that starts after today in Vienna, and takes one that starts today", () => {
    // 23:30 UTC on 1 March is already 2 March in Vienna.
    const lateEvening = new Date("2026-03-01T23:30:00Z");
    expect(rangeProblem("2026-03-02", "2026-03-08", lateEvening)).toBeNull();
    expect(rangeProblem("2026-03-03", "2026-03-08", lateEvening)).toBe("Choose a start date on or before today.");
    expect(rangeProblem("2026-02-20", "2026-03-08", lateEvening)).toBeNull();
  });

  it.each([
    ["missing", null, "2026-01-01", "Choose a start and an end date (YYYY-MM-DD)."],
    ["not a day", "2026-02-30", "2026-03-01", "Choose a start and an end date (YYYY-MM-DD)."],
    ["another format", "01.02.2026", "2026-03-01", "Choose a start and an end date (YYYY-MM-DD)."],
    ["reversed", "2026-03-02", "2026-03-01", "The start date must be on or before the end date."],
    ["too long", "2024-01-01", "2026-01-01", "Choose at most 366 days."],
  ])("refuses %s with a readable message", (_name, from, to, message) => {
    expect(rangeProblem(from, to)).toBe(message);
  });
});

describe("a creator's figures", () => {
  it("counts paid items in range at the creator's share of the creators' 80 %, per product and per day", () => {
    const result = computePerformance(
      LENA,
      week,
      [sale("water", 29.99, "2026-03-02T10:00:00Z"), sale("water", 29.99, "2026-03-04T10:00:00Z"), sale("soil", 9.99, "2026-03-04T11:00:00Z")],
      [],
      products,
    );
    // Water 29.99 at 70 %: 13.61 of the creators' 19.43; Soil 9.99 at 100 %: 6.34.
    expect(result.totals).toMatchObject({ units: 3, grossCents: 2999 + 2999 + 999, yourShareCents: 1361 + 1361 + 634, othersCents: 582 + 582 });
    expect(result.products.map((product) => [product.productId, product.units, product.yourShareCents])).toEqual([
      ["water", 2, 2722],
      ["soil", 1, 634],
    ]);
    expect(result.days).toHaveLength(7);
    expect(result.days.find((day) => day.start === "2026-03-04")).toMatchObject({ units: 2, yourShareCents: 1361 + 634 });
    expect(result.weeks).toEqual([{ start: "2026-03-02", units: 3, yourShareCents: 3356, enrolments: 0 }]);
  });

  it("gives the co-creator their share of the same orders, and nothing of products they are not on", () => {
    const sales = [sale("water", 29.99, "2026-03-02T10:00:00Z"), sale("soil", 9.99, "2026-03-04T11:00:00Z")];
    expect(computePerformance(JONAS, week, sales, [], []).totals).toMatchObject({ units: 1, yourShareCents: 582, othersCents: 1361 });
  });

  it.each(["refunded", "pending", "failed", "cancelled", "amount_mismatch"])("leaves out %s orders", (status) => {
    const result = computePerformance(LENA, week, [sale("soil", 9.99, "2026-03-03T10:00:00Z", { status })], [], products);
    expect(result.totals).toMatchObject({ units: 0, grossCents: 0, yourShareCents: 0 });
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
    expect(result.totals).toEqual({ units: 0, enrolments: 0, rating: 0, reviewCount: 0, ...noBreakdown() });
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

  it("gives each creator of an item one unit and the sale's breakdown to their share, on the Vienna day the order was placed", () => {
    const money = { grossCents: 2999, vatCents: 500, cardFeeCents: 70, netCents: 2429, commissionCents: 486 };
    expect(saleFigures({ items: [water], createdOn: "2026-03-01T23:30:00Z" })).toEqual([
      { uid: LENA, day: "2026-03-02", productId: "water", units: 1, enrolments: 0, title: "Water Management", ...money, othersCents: 582, yourShareCents: 1361 },
      { uid: JONAS, day: "2026-03-02", productId: "water", units: 1, enrolments: 0, title: "Water Management", ...money, othersCents: 1361, yourShareCents: 582 },
    ]);
    // At the order's VAT rate: Germany's 19 % leaves a little more.
    expect(saleFigures({ items: [water], createdOn: "2026-03-01T23:30:00Z", vatPercent: 19 })[0]).toMatchObject({ vatCents: 479, yourShareCents: 1372 });
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
    const twice = { grossCents: 5998, vatCents: 1000, cardFeeCents: 140, netCents: 4858, commissionCents: 972 };
    expect(sumByCreatorDay([...sale, ...enrolment, ...sale])).toEqual([
      { uid: LENA, day: "2026-03-02", products: { water: { units: 2, enrolments: 1, title: "Water Management", ...twice, othersCents: 1164, yourShareCents: 2722 } } },
      { uid: JONAS, day: "2026-03-02", products: { water: { units: 2, enrolments: 1, title: "Water Management", ...twice, othersCents: 2722, yourShareCents: 1164 } } },
    ]);
    const undone = sumByCreatorDay([...sale, ...enrolment, ...negated([...sale, ...enrolment])]);
    expect(undone.map((day) => day.products.water)).toEqual([
      { units: 0, enrolments: 0, title: "Water Management", ...noBreakdown() },
      { units: 0, enrolments: 0, title: "Water Management", ...noBreakdown() },
    ]);
  });
});

describe("figures from stored days", () => {
  const entry = (units: number, yourShareCents: number, enrolments: number, title = "") => ({ units, enrolments, title, ...noBreakdown(), yourShareCents });

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
    expect(result.totals).toMatchObject({ units: 1, yourShareCents: 2099, enrolments: 2 });
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
    expect(result.products).toEqual([{ productId: "left", title: "Old title", state: "approved", units: 3, enrolments: 0, rating: 0, reviewCount: 0, ...noBreakdown(), yourShareCents: 1500 }]);
    expect(result.weeks).toEqual([{ start: "2026-03-02", units: 3, yourShareCents: 1500, enrolments: 0 }]);
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
    // Price 29.99, VAT 5.00, card fee 0.70, net 24.29, commission 4.86, co-creator 5.82, Lena's 13.61.
    const money = '"29.99","5.00","0.70","24.29","4.86","5.82","13.61"';
    expect(lines).toContain(`"Product","Product ID","State","Units sold","Price paid by learners (EUR)","VAT (EUR)","Card fees (EUR)","Net revenue (EUR)","Commission (EUR)","Co-creators' shares (EUR)","Your share (EUR)","Enrolments","Average rating","Reviews"`);
    expect(lines).toContain(`"'=cmd|' /C calc'!A0","water","approved","1",${money},"0","3.50","2"`);
    expect(lines).toContain(`"Total","","","1",${money},"0","3.50","2"`);
    expect(lines).toContain('"2026-03-02","1","13.61","0"');
    expect(lines.filter((line) => /^"2026-03-0\d"/.test(line))).toHaveLength(7);
  });
});
