// @ts-check
// The creators' day figures rebuilt from scratch, for the backfill and the demo seed. Apart from
// creator-days.mjs, which the browser's day maths imports: this half reaches Firestore.
import { rewriteCreatorDays } from "../db/creator-days.mjs";
import { enrolmentFigures, saleFigures, sumByCreatorDay, viennaDay } from "./creator-days.mjs";

/**
 * Recomputes every creatorDays document from the paid orders and the enrolments and overwrites it
 * (lib/db/creator-days.mjs reads and writes them a day at a time).
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {{ dryRun?: boolean; log?: (line: string) => void }} [options]
 */
export function rebuildCreatorDays(db, options = {}) {
  return rewriteCreatorDays(db, {
    ...options,
    dayOf: viennaDay,
    daysOf: ({ orders, enrolments }) =>
      sumByCreatorDay([
        ...orders.filter((order) => order.status === "paid").flatMap((order) => saleFigures(order)),
        ...enrolments.flatMap((enrolment) => enrolmentFigures(enrolment)),
      ]),
  });
}
