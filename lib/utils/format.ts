import { once } from "./once";

/** SPEC §9: sample dates are shown in Vienna time, whatever the server's zone. */
export const DISPLAY_TIME_ZONE = "Europe/Vienna";
export const CURRENCY = "EUR";

// Built on first use, not on import: constructing them loads ICU's locale and time-zone data,
// 67 ms of one task on the product page's hydration here (4× that on a phone), and most
// browser code importing this module formats nothing until the visitor acts.
const dateFormat = once(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: DISPLAY_TIME_ZONE,
    }),
);

// A calendar day ("2026-10-27") where a whole date would not fit: a table cell, a chart's axis.
const dayFormat = once(() => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }));
const dayMonthFormat = once(() => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }));

const priceFormat = once(() => new Intl.NumberFormat("en-IE", { style: "currency", currency: CURRENCY }));

export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

/** "27 Oct 2026" for the calendar day "2026-10-27", in the same style as formatDate. */
export const formatDay = (day: string) => dayFormat().format(new Date(`${day}T00:00:00Z`));
/** "27 Oct" for the calendar day "2026-10-27". */
export const formatDayMonth = (day: string) => dayMonthFormat().format(new Date(`${day}T00:00:00Z`));

export function formatPrice(amount: number): string {
  return priceFormat().format(amount);
}
