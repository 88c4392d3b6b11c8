import "server-only";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { sumByCreatorDay, type Figure } from "@/lib/creator/creator-days.mjs";
import { BREAKDOWN_KEYS, noBreakdown } from "@/lib/payments/sale-breakdown.mjs";
import type { CreatorDay, DayFigures } from "@/lib/creator/performance";
import type { Day } from "@/lib/creator/vienna-days";
import { adminDb } from "@/lib/firebase/server";
import type { CreatorDayDoc } from "@/lib/types/creator-day";
import { CREATOR_DAYS, creatorDayId } from "./creator-days.mjs";
import { storedAs } from "./stored.server";

// creatorDays/{uid}_{YYYY-MM-DD}: every read and write of the app (the rebuild for the backfill
// and the seed is creator-days.mjs). Server only: firestore.rules grant no browser anything.

type Data = Record<string, unknown>;
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

const creatorDays = () => adminDb().collection(CREATOR_DAYS).withConverter(storedAs<CreatorDayDoc>());

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
 * so they change exactly when the sale, refund, enrolment or revocation commits. One merge per
 * creator and day, by increments: concurrent events on the same day add up instead of
 * overwriting each other, and nothing is read (no contention on the document).
 */
export function addToCreatorDays(tx: Transaction, figures: Figure[]): void {
  for (const { uid, day, products } of sumByCreatorDay(figures)) {
    const changes = Object.fromEntries(
      Object.entries(products).map(([productId, entry]) => [
        productId,
        {
          units: FieldValue.increment(entry.units),
          enrolments: FieldValue.increment(entry.enrolments),
          ...Object.fromEntries(BREAKDOWN_KEYS.map((key) => [key, FieldValue.increment(entry[key])])),
          ...(entry.title ? { title: entry.title } : {}),
        },
      ]),
    );
    tx.set(creatorDays().doc(creatorDayId(uid, day)), { uid, day, products: changes }, { merge: true });
  }
}

/** `uid`'s documents of these days, read by id in one round trip: no query, no index. */
export async function readCreatorDays(uid: string, days: Day[]): Promise<CreatorDay[]> {
  if (!days.length) return [];
  const collection = creatorDays();
  const snapshots = await adminDb().getAll(...days.map((day) => collection.doc(creatorDayId(uid, day))));
  return snapshots.flatMap((snapshot, index) => (snapshot.exists ? [toCreatorDay(days[index]!, snapshot.data())] : []));
}
