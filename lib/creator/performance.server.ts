import "server-only";
import { readCreatorDays } from "./day-figures.server";
import { productsOfCreator } from "@/lib/db/products.server";
import { addDays, daysInRange, type Day, type DayRange } from "./vienna-days";
import { MAX_RANGE_DAYS } from "./performance-ranges";
import { performanceFromDays, type Performance } from "./performance";

/**
 * /api/creator/performance: `uid`'s own figures only; someone with no products gets zeros. Reads
 * the creator's products and one document per day of the range (at most 366), kept up to date by
 * the payment webhook, checkout and course access (docs/decisions/0003-creator-performance-rollups.md):
 * the cost does not grow with the number of sales.
 */
export async function creatorPerformance(uid: string, range: DayRange): Promise<Performance> {
  const count = daysInRange(range);
  if (!(count >= 1 && count <= MAX_RANGE_DAYS)) throw new RangeError(`A range of 1 to ${MAX_RANGE_DAYS} days, not ${range.from} to ${range.to}`);
  const days: Day[] = Array.from({ length: count }, (_, index) => addDays(range.from, index));
  const [products, creatorDays] = await Promise.all([productsOfCreator(uid), readCreatorDays(uid, days)]);
  return performanceFromDays(range, creatorDays, products);
}
