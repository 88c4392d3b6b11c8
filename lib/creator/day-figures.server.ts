import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { incrementCreatorDays, readCreatorDayDocs } from "@/lib/db/creator-days.server";
import { BREAKDOWN_KEYS, noBreakdown } from "@/lib/payments/sale-breakdown";
import { sumByCreatorDay, type Figure } from "./creator-days";
import type { CreatorDay, DayFigures } from "./performance";
import type { Day } from "./vienna-days";

// A creator's figures per Vienna day (docs/decisions/0003-creator-performance-rollups.md): what a
// sale, refund, enrolment or revocation adds to them, and reading them back for
// /dashboard/performance. The documents are lib/db/creator-days.server.ts's.

type Data = Record<string, unknown>;
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The stored day as the app reads it; a missing document is a day without figures. */
export function toCreatorDay(day: Day, data: Data | undefined): CreatorDay {
  const stored = data?.products;
  const products: Record<string, DayFigures> = {};
  if (typeof stored === "object" && stored !== null) {
    for (const [productId, value] of Object.entries(stored as Data)) {
      const entry = typeof value === "object" && value !== null ? (value as Data) : {};
      const money = noBreakdown();
      for (const key of BREAKDOWN_KEYS) money[key] = num(entry[key]);
      products[productId] = { units: num(entry.units), enrolments: num(entry.enrolments), title: typeof entry.title === "string" ? entry.title : "", ...money };
    }
  }
  return { day, products };
}

/**
 * Adds figures (negated ones take back) to their creators' days inside the caller's transaction,
 * summed per creator, day and product first (lib/creator/creator-days.ts), so each day is one write.
 */
export function addToCreatorDays(tx: Transaction, figures: Figure[]): void {
  incrementCreatorDays(
    tx,
    sumByCreatorDay(figures).map(({ uid, day, products }) => ({
      uid,
      day,
      products: Object.fromEntries(
        Object.entries(products).map(([productId, entry]) => [
          productId,
          { add: { units: entry.units, enrolments: entry.enrolments, ...Object.fromEntries(BREAKDOWN_KEYS.map((key) => [key, entry[key]])) }, title: entry.title },
        ]),
      ),
    })),
  );
}

/** `uid`'s figures of these days, each day's document read by id in one round trip. */
export async function readCreatorDays(uid: string, days: Day[]): Promise<CreatorDay[]> {
  return (await readCreatorDayDocs(uid, days)).map(({ day, data }) => toCreatorDay(day, data));
}
