// @ts-check
// Plain JavaScript, so the backfill and the demo seed (plain Node) turn orders and enrolments into
// creators' daily figures with this very code; lib/creator/performance.ts re-exports it for the
// app, whose payment webhook, checkout and course-access changes write the same figures.
import { BREAKDOWN_KEYS, noBreakdown, saleBreakdown, sumBreakdowns } from "../payments/sale-breakdown.mjs";

// DISPLAY_TIME_ZONE of lib/utils/format.ts (SPEC §9 shows dates in Vienna), which plain Node
// cannot import.
const TIME_ZONE = "Europe/Vienna";

/** @type {Intl.DateTimeFormat | undefined} */
let dayFormat;

/**
 * The Vienna day an instant falls on, as "YYYY-MM-DD" (en-CA's format). The formatter is built on
 * first use, as in lib/utils/format.ts: a time-zone formatter is slow to construct.
 * @param {string | number | Date} instant
 * @returns {string}
 */
export function viennaDay(instant) {
  dayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return dayFormat.format(new Date(instant));
}

/**
 * One creator's figures for one product on one Vienna day: what a creatorDays document adds up.
 * The money is the sale's breakdown (lib/payments/sale-breakdown.mjs), the creator's own share
 * last. A refund or a revocation is the same figure negated.
 * @typedef {import("../payments/sale-breakdown.mjs").BreakdownCents} BreakdownCents
 * @typedef {{ uid: string; day: string; productId: string; units: number; enrolments: number; title: string } & BreakdownCents} Figure
 */

/** @param {unknown} value @returns {number} */
const num = (value) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * An item as the app reads it (lib/db/order-shape.ts toItems): creators are the strings of the
 * snapshot, percentages numbers (anything else 0).
 * @param {Record<string, unknown>} item
 */
function readItem(item) {
  return {
    productId: typeof item.productId === "string" ? item.productId : "",
    title: typeof item.title === "string" ? item.title : "",
    price: num(item.price),
    creators: Array.isArray(item.creators) ? item.creators.filter((uid) => typeof uid === "string") : [],
    payout: Array.isArray(item.payout) ? item.payout.map(num) : [],
  };
}

/**
 * What a paid order earns its creators: for each product of the order (once, however often it is
 * listed) and each creator of the item's checkout snapshot, one unit and the sale's breakdown with
 * their share, at the order's VAT rate, on the Vienna day the order was placed. Items without a
 * snapshot (orders from before issue #6) earn nobody anything.
 * @param {{ items: unknown; createdOn: string | number | Date; vatPercent?: unknown }} order
 * @returns {Figure[]}
 */
export function saleFigures(order) {
  const vatPercent = typeof order.vatPercent === "number" && Number.isFinite(order.vatPercent) ? order.vatPercent : undefined;
  const day = viennaDay(order.createdOn);
  const items = Array.isArray(order.items) ? order.items.filter((item) => typeof item === "object" && item !== null) : [];
  const seen = new Set();
  /** @type {Figure[]} */
  const figures = [];
  for (const item of items.map(readItem)) {
    if (seen.has(item.productId)) continue;
    seen.add(item.productId);
    for (const uid of new Set(item.creators)) {
      const money = sumBreakdowns([saleBreakdown(item, uid, { vatPercent })]);
      figures.push({ uid, day, productId: item.productId, units: 1, enrolments: 0, title: item.title, ...money });
    }
  }
  return figures;
}

/**
 * One enrolment (a purchase, a free enrolment or a grant) for each creator credited with it, on
 * the Vienna day the relation was created.
 * @param {{ productId: string; createdOn: string | number | Date; creators: readonly string[] }} enrolment
 * @returns {Figure[]}
 */
export function enrolmentFigures({ productId, createdOn, creators }) {
  const day = viennaDay(createdOn);
  return [...new Set(creators)].map((uid) => ({ uid, day, productId, units: 0, enrolments: 1, title: "", ...noBreakdown() }));
}

/**
 * The same figures taken back (a refund, a revoked grant).
 * @param {Figure[]} figures
 * @returns {Figure[]}
 */
export const negated = (figures) =>
  figures.map((figure) => {
    const back = { ...figure, units: -figure.units, enrolments: -figure.enrolments };
    for (const key of BREAKDOWN_KEYS) back[key] = -figure[key];
    return back;
  });

/**
 * @typedef {{ units: number; enrolments: number; title: string } & BreakdownCents} DayFigures
 * @typedef {{ uid: string; day: string; products: Record<string, DayFigures> }} CreatorDayTotals
 */

/**
 * Figures summed per creator and day, and within a day per product: the content of the
 * creatorDays documents they change. A product's title is the first non-empty one given (a
 * document written sale by sale keeps the day's latest: titles matter only for a product that is
 * no longer the creator's, and change rarely).
 * @param {Figure[]} figures
 * @returns {CreatorDayTotals[]}
 */
export function sumByCreatorDay(figures) {
  /** @type {Map<string, CreatorDayTotals>} */
  const days = new Map();
  for (const figure of figures) {
    const key = JSON.stringify([figure.uid, figure.day]);
    let entry = days.get(key);
    if (!entry) {
      entry = { uid: figure.uid, day: figure.day, products: {} };
      days.set(key, entry);
    }
    const product = (entry.products[figure.productId] ??= { units: 0, enrolments: 0, title: "", ...noBreakdown() });
    product.units += figure.units;
    product.enrolments += figure.enrolments;
    for (const key of BREAKDOWN_KEYS) product[key] += figure[key];
    product.title ||= figure.title;
  }
  return [...days.values()];
}
