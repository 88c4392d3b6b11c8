import "server-only";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import type { CreatorDayDoc } from "@/lib/types/creator-day";
import { CREATOR_DAYS, creatorDayId } from "./creator-days";
import { storedAs } from "./stored.server";

// creatorDays/{uid}_{YYYY-MM-DD}: every read and write of the app (the rebuild for the backfill
// and the seed is creator-days.ts). Server only: firestore.rules grant no browser anything. What
// the figures are, and how a sale or an enrolment makes them, is lib/creator/day-figures.server.ts's.

const creatorDays = () => adminDb().collection(CREATOR_DAYS).withConverter(storedAs<CreatorDayDoc>());

/** What to add to one creator's day: per product, amounts to add to the stored figures of the same names, and a title to keep (if not empty). */
export type DayIncrement = { uid: string; day: string; products: Record<string, { add: Record<string, number>; title: string }> };

/**
 * Adds to creators' days inside the caller's transaction, so the figures change exactly when the
 * sale, refund, enrolment or revocation commits. One merge per creator and day, by increments:
 * concurrent events on the same day add up instead of overwriting each other, and nothing is read
 * (no contention on the document).
 */
export function incrementCreatorDays(tx: Transaction, increments: DayIncrement[]): void {
  for (const { uid, day, products } of increments) {
    const changes = Object.fromEntries(
      Object.entries(products).map(([productId, { add, title }]) => [
        productId,
        {
          ...Object.fromEntries(Object.entries(add).map(([field, amount]) => [field, FieldValue.increment(amount)])),
          ...(title ? { title } : {}),
        },
      ]),
    );
    tx.set(creatorDays().doc(creatorDayId(uid, day)), { uid, day, products: changes }, { merge: true });
  }
}

/** `uid`'s stored documents of these days, read by id in one round trip (no query, no index); days without one are left out. */
export async function readCreatorDayDocs(uid: string, days: string[]): Promise<{ day: string; data: Record<string, unknown> | undefined }[]> {
  if (!days.length) return [];
  const collection = creatorDays();
  const snapshots = await adminDb().getAll(...days.map((day) => collection.doc(creatorDayId(uid, day))));
  return snapshots.flatMap((snapshot, index) => (snapshot.exists ? [{ day: days[index]!, data: snapshot.data() }] : []));
}
