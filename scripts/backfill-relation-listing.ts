// npx tsx scripts/backfill-relation-listing.ts --project <id> [--dry-run]
// Once, after deploying issue 30: gives every userProductRelations document written before then
// what the library lists, sorts and searches by (title, titleSort, titleTerms, lastOpened), as
// lib/db/relations.server.ts writes them now (docs/decisions/0002-paged-lists.md). Reads the
// collection 300 documents at a time in id order, so it can be stopped and run again: documents
// that already have titleSort are skipped. Uses the Admin SDK's default credentials, or the
// emulators when FIRESTORE_EMULATOR_HOST is set.
import type { Firestore } from "firebase-admin/firestore";
import { relationListing } from "../lib/learning/title-terms";
import { runFromCommandLine, updatePages } from "./lib/backfill.mjs";

export function backfill(db: Firestore, { dryRun = false, log = console.log }: { dryRun?: boolean; log?: (line: string) => void } = {}) {
  return updatePages(db, { collection: "userProductRelations", dryRun, log }, async (docs, batch) => {
    const missing = docs.filter((doc) => typeof doc.get("titleSort") !== "string");
    if (!missing.length) return 0;
    const products = await db.getAll(...missing.map((doc) => db.doc(`products/${doc.get("productId")}`)));
    missing.forEach((doc, index) => {
      const title = String(products[index]?.get("title") ?? doc.get("productId") ?? "");
      batch.update(doc.ref, { ...relationListing(title), lastOpened: doc.get("lastOpened") ?? doc.get("createdOn") ?? null });
    });
    return missing.length;
  });
}

await runFromCommandLine(import.meta.url, async (db, options) => `Done: ${await backfill(db, options)} relations given their listing fields.`);
