// Orders and enrolments turned into creators' daily figures: the payment webhook, checkout and
// course-access changes add them up as they happen, and the backfill and the demo seed rebuild
// them (rebuild-creator-days.ts) with this very code.
import { BREAKDOWN_KEYS, noBreakdown, saleBreakdown, sumBreakdowns, type BreakdownCents } from "@/lib/payments/sale-breakdown";
import { viennaDay } from "./vienna-days";

/**
 * One creator's figures for one product on one Vienna day: what a creatorDays document adds up.
 * The money is the sale's breakdown (lib/payments/sale-breakdown.ts), the creator's own share
 * last. A refund or a revocation is the same figure negated.
 */
export type Figure = { uid: string; day: string; productId: string; units: number; enrolments: number; title: string } & BreakdownCents;

const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * An item as the app reads it (lib/db/order-shape.ts toItems): creators are the strings of the
 * snapshot, percentages numbers (anything else 0).
 */
function readItem(item: Record<string, unknown>) {
  return {
    productId: typeof item.productId === "string" ? item.productId : "",
    title: typeof item.title === "string" ? item.title : "",
    price: num(item.price),
    creators: Array.isArray(item.creators) ? item.creators.filter((uid): uid is string => typeof uid === "string") : [],
    payout: Array.isArray(item.payout) ? item.payout.map(num) : [],
  };
}

/**
 * What a paid order earns its creators: for each product of the order (once, however often it is
 * listed) and each creator of the item's checkout snapshot, one unit and the sale's breakdown with
 * their share, at the order's VAT rate, on the Vienna day the order was placed. Items without a
 * snapshot (orders from before issue #6) earn nobody anything.
 */
export function saleFigures(order: { items: unknown; createdOn: string | number | Date; vatPercent?: unknown }): Figure[] {
  const vatPercent = typeof order.vatPercent === "number" && Number.isFinite(order.vatPercent) ? order.vatPercent : undefined;
  const day = viennaDay(order.createdOn);
  const items: Record<string, unknown>[] = Array.isArray(order.items) ? order.items.filter((item) => typeof item === "object" && item !== null) : [];
  const seen = new Set<string>();
  const figures: Figure[] = [];
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
 */
export function enrolmentFigures({ productId, createdOn, creators }: { productId: string; createdOn: string | number | Date; creators: readonly string[] }): Figure[] {
  const day = viennaDay(createdOn);
  return [...new Set(creators)].map((uid) => ({ uid, day, productId, units: 0, enrolments: 1, title: "", ...noBreakdown() }));
}

/** The same figures taken back (a refund, a revoked grant). */
export const negated = (figures: Figure[]): Figure[] =>
  figures.map((figure) => {
    const back = { ...figure, units: -figure.units, enrolments: -figure.enrolments };
    for (const key of BREAKDOWN_KEYS) back[key] = -figure[key];
    return back;
  });

export type DayFigures = { units: number; enrolments: number; title: string } & BreakdownCents;
export type CreatorDayTotals = { uid: string; day: string; products: Record<string, DayFigures> };

/**
 * Figures summed per creator and day, and within a day per product: the content of the
 * creatorDays documents they change. A product's title is the first non-empty one given (a
 * document written sale by sale keeps the day's latest: titles matter only for a product that is
 * no longer the creator's, and change rarely).
 */
export function sumByCreatorDay(figures: Figure[]): CreatorDayTotals[] {
  const days = new Map<string, CreatorDayTotals>();
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
