// npx tsx scripts/backfill-creator-days.ts --project <id> [--dry-run]
// Once, after deploying the creators' day figures (docs/decisions/0003-creator-performance-rollups.md),
// and again whenever they are in doubt: recomputes every creatorDays document from the paid
// orders and the relations and overwrites it (lib/creator/rebuild-creator-days.ts), so
// running it twice leaves the same documents. Reads orders, relations and the existing documents
// in day order, 300 at a time, holding one day in memory. A sale, refund or enrolment landing on a
// day while that day is being rewritten can be lost: run it when the shop is quiet, or run it
// again. Uses the Admin SDK's default credentials, or the emulators when FIRESTORE_EMULATOR_HOST
// is set.
import { rebuildCreatorDays } from "../lib/creator/rebuild-creator-days";
import { runFromCommandLine } from "./lib/backfill.mjs";

await runFromCommandLine(import.meta.url, async (db, { dryRun }) => {
  const { days, written, deleted } = await rebuildCreatorDays(db, { dryRun, log: console.log });
  return `Done: ${days} days, ${written} creator days written, ${deleted} deleted.`;
});
