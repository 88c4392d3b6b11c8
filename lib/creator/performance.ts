import type { OrderItem } from "@/lib/types/order";
import type { ProductState, Rating } from "@/lib/types/product";
import { DISPLAY_TIME_ZONE } from "@/lib/utils/format";
import { once } from "@/lib/utils/once";
import { enrolmentFigures, saleFigures, sumByCreatorDay, viennaDay, type Figure } from "./creator-days.mjs";

// Pure figures for /dashboard/performance and /api/creator/performance: no Firestore here, so
// every rule about splits, refunds, ranges and days is unit-tested directly. The figures a
// payment or an enrolment adds to a creator's day are made in creator-days.mjs (plain
// JavaScript, shared with the backfill and the seed).
export { creatorShareCents } from "@/lib/payments/money.mjs";
export { viennaDay } from "./creator-days.mjs";

/** A calendar day in Vienna (SPEC §9 shows dates there), as "YYYY-MM-DD". */
export type Day = string;
export type DayRange = { from: Day; to: Day };

/** The longest range one request may ask for: a year of days keeps the answer small. */
export const MAX_RANGE_DAYS = 366;
export const RANGE_PRESETS = [7, 30, 90] as const;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// hourCycle h23 keeps midnight "00", not "24". Built on first use, as in lib/utils/format.ts: a
// time-zone formatter is slow to construct.
const partsFormat = once(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: DISPLAY_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
);

function isRealDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const dayToUtcMs = (day: Day) => Date.parse(`${day}T00:00:00Z`);
const utcMsToDay = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => utcMsToDay(dayToUtcMs(day) + days * DAY_MS);
export const daysInRange = ({ from, to }: DayRange) => Math.round((dayToUtcMs(to) - dayToUtcMs(from)) / DAY_MS) + 1;

/** Vienna's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function viennaOffsetMs(ms: number): number {
  const parts = Object.fromEntries(partsFormat().formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(ms / 1000) * 1000;
}

/** The instant a Vienna day begins. Clocks change at 02:00/03:00, so midnight always exists once. */
export function viennaDayStart(day: Day): Date {
  const guess = dayToUtcMs(day);
  const first = guess - viennaOffsetMs(guess);
  return new Date(guess - viennaOffsetMs(first));
}

/** [start, end) instants of a range of whole Vienna days, for the Firestore query. */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return { start: viennaDayStart(range.from), end: viennaDayStart(addDays(range.to, 1)) };
}

/** The last `days` days up to and including today (Vienna). */
export function presetRange(days: number, now: Date = new Date()): DayRange {
  const to = viennaDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

export type RangeCheck = { ok: true; range: DayRange } | { ok: false; error: string };

/**
 * `from` and `to` as typed or sent in the URL: real days, in order, at most a year apart, and
 * begun by `now` (Vienna): a period that has not started can only show zeros, which would read
 * as "no sales".
 */
export function checkRange(from: unknown, to: unknown, now: Date = new Date()): RangeCheck {
  if (typeof from !== "string" || typeof to !== "string" || !isRealDay(from) || !isRealDay(to)) {
    return { ok: false, error: "Choose a start and an end date (YYYY-MM-DD)." };
  }
  if (from > to) return { ok: false, error: "The start date must be on or before the end date." };
  if (from > viennaDay(now)) return { ok: false, error: "Choose a start date on or before today." };
  if (daysInRange({ from, to }) > MAX_RANGE_DAYS) return { ok: false, error: `Choose at most ${MAX_RANGE_DAYS} days.` };
  return { ok: true, range: { from, to } };
}

/** One item of an order, with the order's status and date; the server flattens orders to these. */
export type SaleInput = OrderItem & { orderId: string; status: string; createdOn: string };
export type EnrolmentInput = { productId: string; createdOn: string };
export type ProductInput = { id: string; title: string; state: ProductState; rating: Rating };

export type Bucket = { start: Day; units: number; revenueCents: number; enrolments: number };
export type ProductFigures = {
  productId: string;
  title: string;
  state: ProductState;
  units: number;
  revenueCents: number;
  enrolments: number;
  /** Over the product's whole life (reviews are not counted per range). */
  rating: number;
  reviewCount: number;
};
export type Performance = {
  range: DayRange;
  totals: { units: number; revenueCents: number; enrolments: number; rating: number; reviewCount: number };
  products: ProductFigures[];
  days: Bucket[];
  /** Weeks starting on Monday; the first and last may be cut by the range. */
  weeks: Bucket[];
};

/** Monday of the week a day belongs to. */
export function weekStart(day: Day): Day {
  const weekday = new Date(dayToUtcMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** One product's figures on one day, as a creatorDays document holds them (net of refunds and revocations). */
export type DayFigures = { units: number; revenueCents: number; enrolments: number; title: string };
/** One creator's Vienna day: the figures of each product that sold or was enrolled in that day. */
export type CreatorDay = { day: Day; products: Record<string, DayFigures> };

/**
 * The figures of a creator for `range` from their day documents (lib/db/creator-days.server.ts)
 * and their products: what /dashboard/performance shows. Days outside the range are ignored.
 * Sales count for any product the creator earned from (a co-creator who left keeps the sales
 * made while on the team); enrolments only for their own products, as products' creators are now.
 */
export function performanceFromDays(range: DayRange, creatorDays: CreatorDay[], products: ProductInput[]): Performance {
  const days = new Map<Day, Bucket>();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.set(day, { start: day, units: 0, revenueCents: 0, enrolments: 0 });
  const byProduct = new Map<string, ProductFigures>();
  const figuresOf = (productId: string, title: string) => {
    let figures = byProduct.get(productId);
    if (!figures) {
      const product = products.find((entry) => entry.id === productId);
      figures = {
        productId,
        title: product?.title || title,
        state: product?.state ?? "approved",
        units: 0,
        revenueCents: 0,
        enrolments: 0,
        rating: product?.rating.stars ?? 0,
        reviewCount: product?.rating.count ?? 0,
      };
      byProduct.set(productId, figures);
    }
    return figures;
  };
  for (const product of products) if (product.state === "approved") figuresOf(product.id, product.title);

  const ownIds = new Set(products.map((product) => product.id));
  // Oldest first and sales before enrolments, so a product is titled as it was first sold in the range.
  const ordered = [...creatorDays].filter((entry) => days.has(entry.day)).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const { day, products: entries } of ordered) {
    const bucket = days.get(day)!;
    for (const [productId, entry] of Object.entries(entries)) {
      // A sale refunded in full leaves zeros behind: the product is then not listed for it.
      if (entry.units <= 0) continue;
      const figures = figuresOf(productId, entry.title);
      figures.units += entry.units;
      figures.revenueCents += entry.revenueCents;
      bucket.units += entry.units;
      bucket.revenueCents += entry.revenueCents;
    }
  }
  for (const { day, products: entries } of ordered) {
    const bucket = days.get(day)!;
    for (const [productId, entry] of Object.entries(entries)) {
      if (entry.enrolments <= 0 || !ownIds.has(productId)) continue;
      figuresOf(productId, entry.title).enrolments += entry.enrolments;
      bucket.enrolments += entry.enrolments;
    }
  }

  const dayList = [...days.values()];
  const weeks = new Map<Day, Bucket>();
  for (const bucket of dayList) {
    const start = weekStart(bucket.start);
    const week = weeks.get(start) ?? { start, units: 0, revenueCents: 0, enrolments: 0 };
    week.units += bucket.units;
    week.revenueCents += bucket.revenueCents;
    week.enrolments += bucket.enrolments;
    weeks.set(start, week);
  }
  const rated = products.filter((product) => product.rating.count > 0);
  const reviewCount = rated.reduce((sum, product) => sum + product.rating.count, 0);
  const starTotal = rated.reduce((sum, product) => sum + product.rating.total, 0);
  const productList = [...byProduct.values()].sort((a, b) => b.revenueCents - a.revenueCents || b.units - a.units || a.title.localeCompare(b.title));
  return {
    range,
    totals: {
      units: productList.reduce((sum, product) => sum + product.units, 0),
      revenueCents: productList.reduce((sum, product) => sum + product.revenueCents, 0),
      enrolments: productList.reduce((sum, product) => sum + product.enrolments, 0),
      rating: reviewCount ? starTotal / reviewCount : 0,
      reviewCount,
    },
    products: productList,
    days: dayList,
    weeks: [...weeks.values()],
  };
}

/**
 * The figures of `uid` for `range` straight from orders and enrolments, through the same day
 * figures the server stores: paid orders only (refunded, pending, failed, cancelled and
 * amount_mismatch earn nothing), counted on the Vienna day the order was placed, and only the
 * items of which `uid` was a creator when they were bought. `enrolments` are those of `uid`'s
 * products. The backfill and the seed compute the stored days this way too.
 */
export function computePerformance(uid: string, range: DayRange, sales: SaleInput[], enrolments: EnrolmentInput[], products: ProductInput[]): Performance {
  const figures: Figure[] = [];
  const countedItems = new Set<string>();
  for (const sale of sales) {
    const key = `${sale.orderId}/${sale.productId}`;
    if (sale.status !== "paid" || countedItems.has(key)) continue;
    countedItems.add(key);
    figures.push(...saleFigures({ items: [sale], createdOn: sale.createdOn }));
  }
  for (const enrolment of enrolments) figures.push(...enrolmentFigures({ ...enrolment, creators: [uid] }));
  const creatorDays = sumByCreatorDay(figures).filter((entry) => entry.uid === uid);
  return performanceFromDays(range, creatorDays, products);
}

/** Euros with two decimals and a point, as spreadsheets read them in any locale setting. */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * One CSV field: quoted, inner quotes doubled, and a leading = + - @ (or tab / carriage return)
 * defused with an apostrophe so a spreadsheet never runs a title as a formula (OWASP CSV injection).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvRow = (cells: (string | number)[]) => cells.map(csvCell).join(",");

/** The download: one block per product, then one row per day, CRLF as RFC 4180 asks. */
export function performanceCsv(performance: Performance): string {
  const { range, totals } = performance;
  const rows = [
    csvRow(["Verdant Campus performance", `${range.from} to ${range.to}`, "Europe/Vienna days"]),
    "",
    csvRow(["Product", "Product ID", "State", "Units sold", "Your revenue (EUR)", "Enrolments", "Average rating", "Reviews"]),
    ...performance.products.map((product) =>
      csvRow([product.title, product.productId, product.state, product.units, centsToDecimal(product.revenueCents), product.enrolments, product.rating.toFixed(2), product.reviewCount]),
    ),
    csvRow(["Total", "", "", totals.units, centsToDecimal(totals.revenueCents), totals.enrolments, totals.rating.toFixed(2), totals.reviewCount]),
    "",
    csvRow(["Day", "Units sold", "Your revenue (EUR)", "Enrolments"]),
    ...performance.days.map((day) => csvRow([day.start, day.units, centsToDecimal(day.revenueCents), day.enrolments])),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
