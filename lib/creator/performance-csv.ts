import type { BreakdownCents } from "@/lib/payments/sale-breakdown";
import type { Performance } from "./performance";

// The performance download (GET /api/creator/performance?format=csv).

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

/** The sales' breakdown as the pages show it (components/creator/money-breakdown.tsx), in EUR. */
const MONEY_COLUMNS: [string, keyof BreakdownCents][] = [
  ["Price paid by learners (EUR)", "grossCents"],
  ["VAT (EUR)", "vatCents"],
  ["Card fees (EUR)", "cardFeeCents"],
  ["Net revenue (EUR)", "netCents"],
  ["Commission (EUR)", "commissionCents"],
  ["Co-creators' shares (EUR)", "othersCents"],
  ["Your share (EUR)", "yourShareCents"],
];

const money = (figures: BreakdownCents) => MONEY_COLUMNS.map(([, key]) => centsToDecimal(figures[key]));

/** The download: one block per product, then one row per day, CRLF as RFC 4180 asks. */
export function performanceCsv(performance: Performance): string {
  const { range, totals } = performance;
  const rows = [
    csvRow(["Verdant Campus performance", `${range.from} to ${range.to}`, "Europe/Vienna days"]),
    "",
    csvRow(["Product", "Product ID", "State", "Units sold", ...MONEY_COLUMNS.map(([name]) => name), "Enrolments", "Average rating", "Reviews"]),
    ...performance.products.map((product) =>
      csvRow([product.title, product.productId, product.state, product.units, ...money(product), product.enrolments, product.rating.toFixed(2), product.reviewCount]),
    ),
    csvRow(["Total", "", "", totals.units, ...money(totals), totals.enrolments, totals.rating.toFixed(2), totals.reviewCount]),
    "",
    csvRow(["Day", "Units sold", "Your share (EUR)", "Enrolments"]),
    ...performance.days.map((day) => csvRow([day.start, day.units, centsToDecimal(day.yourShareCents), day.enrolments])),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
