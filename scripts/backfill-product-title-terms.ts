// npx tsx scripts/backfill-product-title-terms.ts --project <id> [--dry-run]
// Once, after deploying the admin's product picker: gives every submitted product (pending,
// approved, rejected; not working copies) written before then the title fields the picker
// searches (titleSort, titleTerms), as submissions and reviews write them now
// (docs/decisions/0004-admin-product-picker.md). Reads the collection 300 documents at a time in
// id order, only the fields it needs, so it can be stopped and run again: products that already
// have titleSort are skipped. Uses the Admin SDK's default credentials, or the emulators when
// FIRESTORE_EMULATOR_HOST is set.
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { titleListing } from "../lib/learning/title-terms";
import { runFromCommandLine, updatePages } from "./lib/backfill.mjs";

const SUBMITTED = new Set(["pending", "approved", "rejected"]);

const needsTerms = (doc: QueryDocumentSnapshot) => typeof doc.get("titleSort") !== "string" && SUBMITTED.has(doc.get("state")) && !doc.get("revisionOf");

export function backfill(db: Firestore, { dryRun = false, log = console.log }: { dryRun?: boolean; log?: (line: string) => void } = {}) {
  return updatePages(db, { collection: "products", fields: ["title", "state", "revisionOf", "titleSort"], dryRun, log }, (docs, batch) => {
    const missing = docs.filter(needsTerms);
    for (const doc of missing) batch.update(doc.ref, titleListing(String(doc.get("title") ?? "")));
    return missing.length;
  });
}

await runFromCommandLine(import.meta.url, async (db, options) => `Done: ${await backfill(db, options)} products given their title search fields.`);
