// @ts-check
// What every backfill script shares: walking a collection in id order a page at a time (so a run
// can be stopped and started again) and the `--project <id> [--dry-run]` command line.
import { getApps, initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore } from "firebase-admin/firestore";

const PAGE = 300;

/**
 * Calls `update` with each page of `collection` (id order, `fields` only when given) and the
 * batch to write into; commits the batch unless `dryRun`. Returns how many documents `update`
 * said it changed.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {{ collection: string; fields?: string[]; dryRun?: boolean; log?: (line: string) => void }} options
 * @param {(docs: import("firebase-admin/firestore").QueryDocumentSnapshot[], batch: import("firebase-admin/firestore").WriteBatch) => Promise<number> | number} update
 * @returns {Promise<number>}
 */
export async function updatePages(db, { collection, fields, dryRun = false, log = console.log }, update) {
  /** @type {string | null} */
  let last = null;
  let updated = 0;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId());
    if (fields) query = query.select(...fields);
    query = query.limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1]?.id ?? null;
    const batch = db.batch();
    const changed = await update(page.docs, batch);
    if (changed && !dryRun) await batch.commit();
    updated += changed;
    log(`…${last}: ${updated} updated${dryRun ? " (dry run)" : ""}`);
  }
  return updated;
}

/**
 * Runs `main` when `scriptUrl` is the script node was started with, against the project named by
 * `--project`; prints the usage line and exits 2 without one.
 * @param {string} scriptUrl the caller's import.meta.url
 * @param {(db: import("firebase-admin/firestore").Firestore, options: { dryRun: boolean }) => Promise<string>} main what to print when done
 */
export async function runFromCommandLine(scriptUrl, main) {
  if (scriptUrl !== `file://${process.argv[1]}`) return;
  const projectAt = process.argv.indexOf("--project");
  const project = projectAt < 0 ? undefined : process.argv[projectAt + 1];
  if (!project) {
    console.error(`Usage: npx tsx ${process.argv[1]?.replace(`${process.cwd()}/`, "")} --project <id> [--dry-run]`);
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId: project });
  console.log(await main(getFirestore(app), { dryRun: process.argv.includes("--dry-run") }));
}
