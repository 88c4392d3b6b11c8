import { addDays, viennaDay, viennaDayStart, type DayRange } from "./vienna-days";

// The periods /dashboard/performance and /api/creator/performance accept (checked by
// performanceRange, lib/schemas/creator.ts).

/** The longest range one request may ask for: a year of days keeps the answer small. */
export const MAX_RANGE_DAYS = 366;
export const RANGE_PRESETS = [7, 30, 90] as const;

/** [start, end) instants of a range of whole Vienna days, for the Firestore query. */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return { start: viennaDayStart(range.from), end: viennaDayStart(addDays(range.to, 1)) };
}

/** The last `days` days up to and including today (Vienna). */
export function presetRange(days: number, now: Date = new Date()): DayRange {
  const to = viennaDay(now);
  return { from: addDays(to, -(days - 1)), to };
}
