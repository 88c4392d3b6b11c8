import { addDays, daysInRange, isRealDay, viennaDay, viennaDayStart, type DayRange } from "./vienna-days";

// The periods /dashboard/performance and /api/creator/performance accept.

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
