// node scripts/backfill-relation-listing.mjs --project <id> [--dry-run]
// Once, after deploying issue 30: gives every userProductRelations document written before then
// what the library lists, sorts and searches by (title, titleSort, titleTerms, lastOpened), as
// lib/db/relations.server.ts writes them now (docs/decisions/0002-paged-lists.md). Reads the
// collection 300 documents at a time in id order, so it can be stopped and run again: documents
// that already have titleSort are skipped. Uses the Admin SDK's default credentials, or the
// emulators when FIRESTORE_EMULATOR_HOST is set.
import { getApps, initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore } from "firebase-admin/firestore";
import { relationListing } from "../lib/learning/title-terms.mjs";

const BATCH = 300;

export async function backfill(db, { dryRun = false, log = console.log } = {}) {
  let last = null;
  let updated = 0;
  for (;;) {
    let query = db.collection("userProductRelations").orderBy(FieldPath.documentId()).limit(BATCH);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1].id;
    const missing = page.docs.filter((doc) => typeof doc.get("titleSort") !== "string");
    if (missing.length) {
      const products = await db.getAll(...missing.map((doc) => db.doc(`products/${doc.get("productId")}`)));
      const batch = db.batch();
      missing.forEach((doc, index) => {
        const title = String(products[index]?.get("title") ?? doc.get("productId") ?? "");
        batch.update(doc.ref, { ...relationListing(title), lastOpened: doc.get("lastOpened") ?? doc.get("createdOn") ?? null });
      });
      if (!dryRun) await batch.commit();
      updated += missing.length;
    }
    log(`…${last}: ${updated} updated${dryRun ? " (dry run)" : ""}`);
  }
  return updated;
}

const projectAt = process.argv.indexOf("--project");
if (import.meta.url === `file://${process.argv[1]}`) {
  if (projectAt < 0 || !process.argv[projectAt + 1]) {
    console.error("Usage: node scripts/backfill-relation-listing.mjs --project <id> [--dry-run]");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId: process.argv[projectAt + 1] });
  const count = await backfill(getFirestore(app), { dryRun: process.argv.includes("--dry-run") });
  console.log(`Done: ${count} relations given their listing fields.`);
}
