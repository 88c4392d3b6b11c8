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

const priceFormat = once(() => new Intl.NumberFormat("en-IE", { style: "currency", currency: CURRENCY }));

export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

export function formatPrice(amount: number): string {
  return priceFormat().format(amount);
}
