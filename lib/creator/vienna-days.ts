import { DISPLAY_TIME_ZONE } from "@/lib/utils/format";
import { once } from "@/lib/utils/once";

// Calendar maths on Vienna days (SPEC §9 shows dates there).

/** A calendar day in Vienna, as "YYYY-MM-DD". */
export type Day = string;
export type DayRange = { from: Day; to: Day };

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

const dayFormat = once(() => new Intl.DateTimeFormat("en-CA", { timeZone: DISPLAY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }));

/** The Vienna day an instant falls on, as "YYYY-MM-DD" (en-CA's format). */
export function viennaDay(instant: string | number | Date): Day {
  return dayFormat().format(new Date(instant));
}

export function isRealDay(day: string): boolean {
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

/** Monday of the week a day belongs to. */
export function weekStart(day: Day): Day {
  const weekday = new Date(dayToUtcMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
