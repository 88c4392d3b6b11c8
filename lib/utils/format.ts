/** SPEC §9: sample dates are shown in Vienna time, whatever the server's zone. */
export const DISPLAY_TIME_ZONE = "Europe/Vienna";
export const CURRENCY = "EUR";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: DISPLAY_TIME_ZONE,
});

const priceFormat = new Intl.NumberFormat("en-IE", { style: "currency", currency: CURRENCY });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}
