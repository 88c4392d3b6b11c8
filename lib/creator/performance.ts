import type { OrderItem } from "@/lib/types/order";
import { BREAKDOWN_KEYS, noBreakdown, sumBreakdowns, type BreakdownCents } from "@/lib/payments/sale-breakdown";
import type { ProductState, Rating } from "@/lib/types/product";
import { enrolmentFigures, saleFigures, sumByCreatorDay, type Figure } from "./creator-days";
import { addDays, weekStart, type Day, type DayRange } from "./vienna-days";

// Pure figures for /dashboard/performance and /api/creator/performance: no Firestore here, so
// every rule about refunds, ranges and days is unit-tested directly. The figures a payment or an
// enrolment adds to a creator's day are made in creator-days.ts (shared with
// the backfill and the seed), whose money is lib/payments/sale-breakdown.ts's, like every share shown.

/** One item of an order, with the order's status and date; the server flattens orders to these. */
export type SaleInput = OrderItem & { orderId: string; status: string; createdOn: string; vatPercent?: number };
export type EnrolmentInput = { productId: string; createdOn: string };
export type ProductInput = { id: string; title: string; state: ProductState; rating: Rating };

/** `yourShareCents` is what the creator is paid: the last line of the sales' breakdown. */
export type Bucket = { start: Day; units: number; yourShareCents: number; enrolments: number };
export type ProductFigures = BreakdownCents & {
  productId: string;
  title: string;
  state: ProductState;
  units: number;
  enrolments: number;
  /** Over the product's whole life (reviews are not counted per range). */
  rating: number;
  reviewCount: number;
};
export type Performance = {
  range: DayRange;
  /** The range's sales broken down (summed per sale, so every cent matches a sale's breakdown). */
  totals: BreakdownCents & { units: number; enrolments: number; rating: number; reviewCount: number };
  products: ProductFigures[];
  days: Bucket[];
  /** Weeks starting on Monday; the first and last may be cut by the range. */
  weeks: Bucket[];
};

/** One product's figures on one day, as a creatorDays document holds them (net of refunds and revocations). */
export type DayFigures = BreakdownCents & { units: number; enrolments: number; title: string };
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
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.set(day, { start: day, units: 0, yourShareCents: 0, enrolments: 0 });
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
        enrolments: 0,
        ...noBreakdown(),
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
      for (const key of BREAKDOWN_KEYS) figures[key] += entry[key];
      bucket.units += entry.units;
      bucket.yourShareCents += entry.yourShareCents;
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
    const week = weeks.get(start) ?? { start, units: 0, yourShareCents: 0, enrolments: 0 };
    week.units += bucket.units;
    week.yourShareCents += bucket.yourShareCents;
    week.enrolments += bucket.enrolments;
    weeks.set(start, week);
  }
  const rated = products.filter((product) => product.rating.count > 0);
  const reviewCount = rated.reduce((sum, product) => sum + product.rating.count, 0);
  const starTotal = rated.reduce((sum, product) => sum + product.rating.total, 0);
  const productList = [...byProduct.values()].sort((a, b) => b.yourShareCents - a.yourShareCents || b.units - a.units || a.title.localeCompare(b.title));
  return {
    range,
    totals: {
      units: productList.reduce((sum, product) => sum + product.units, 0),
      ...sumBreakdowns(productList),
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
    figures.push(...saleFigures({ items: [sale], createdOn: sale.createdOn, vatPercent: sale.vatPercent }));
  }
  for (const enrolment of enrolments) figures.push(...enrolmentFigures({ ...enrolment, creators: [uid] }));
  const creatorDays = sumByCreatorDay(figures).filter((entry) => entry.uid === uid);
  return performanceFromDays(range, creatorDays, products);
}
