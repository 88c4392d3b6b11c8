// node scripts/backfill-creator-days.mjs --project <id> [--dry-run]
// Once, after deploying the creators' day figures (docs/decisions/0003-creator-performance-rollups.md),
// and again whenever they are in doubt: recomputes every creatorDays document from the paid
// orders and the relations and overwrites it (lib/db/creator-days.mjs rebuildCreatorDays), so
// running it twice leaves the same documents. Reads orders, relations and the existing documents
// in day order, 300 at a time, holding one day in memory. A sale, refund or enrolment landing on a
// day while that day is being rewritten can be lost: run it when the shop is quiet, or run it
// again. Uses the Admin SDK's default credentials, or the emulators when FIRESTORE_EMULATOR_HOST
// is set.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { rebuildCreatorDays } from "../lib/db/creator-days.mjs";

const projectAt = process.argv.indexOf("--project");
if (import.meta.url === `file://${process.argv[1]}`) {
  if (projectAt < 0 || !process.argv[projectAt + 1]) {
    console.error("Usage: node scripts/backfill-creator-days.mjs --project <id> [--dry-run]");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId: process.argv[projectAt + 1] });
  const { days, written, deleted } = await rebuildCreatorDays(getFirestore(app), { dryRun: process.argv.includes("--dry-run"), log: console.log });
  console.log(`Done: ${days} days, ${written} creator days written, ${deleted} deleted.`);
}
