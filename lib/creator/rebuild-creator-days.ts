// The creators' day figures rebuilt from scratch, for the backfill and the demo seed. Apart from
// creator-days.ts, which the browser's day maths imports: this half reaches Firestore.
import type { Firestore } from "firebase-admin/firestore";
import { rewriteCreatorDays } from "@/lib/db/creator-days";
import { enrolmentFigures, saleFigures, sumByCreatorDay } from "./creator-days";
import { viennaDay } from "./vienna-days";

/**
 * Recomputes every creatorDays document from the paid orders and the enrolments and overwrites it
 * (lib/db/creator-days.ts reads and writes them a day at a time).
 */
export function rebuildCreatorDays(db: Firestore, options: { dryRun?: boolean; log?: (line: string) => void } = {}) {
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
