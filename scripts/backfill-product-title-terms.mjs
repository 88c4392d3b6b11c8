// node scripts/backfill-product-title-terms.mjs --project <id> [--dry-run]
// Once, after deploying the admin's product picker: gives every submitted product (pending,
// approved, rejected; not working copies) written before then the title fields the picker
// searches (titleSort, titleTerms), as submissions and reviews write them now
// (docs/decisions/0004-admin-product-picker.md). Reads the collection 300 documents at a time in
// id order, only the fields it needs, so it can be stopped and run again: products that already
// have titleSort are skipped. Uses the Admin SDK's default credentials, or the emulators when
// FIRESTORE_EMULATOR_HOST is set.
import { getApps, initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore } from "firebase-admin/firestore";
import { titleListing } from "../lib/learning/title-terms.mjs";

const BATCH = 300;
const SUBMITTED = new Set(["pending", "approved", "rejected"]);

const needsTerms = (doc) => typeof doc.get("titleSort") !== "string" && SUBMITTED.has(doc.get("state")) && !doc.get("revisionOf");

export async function backfill(db, { dryRun = false, log = console.log } = {}) {
  let last = null;
  let updated = 0;
  for (;;) {
    let query = db.collection("products").orderBy(FieldPath.documentId()).select("title", "state", "revisionOf", "titleSort").limit(BATCH);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1].id;
    const missing = page.docs.filter(needsTerms);
    if (missing.length) {
      const batch = db.batch();
      for (const doc of missing) batch.update(doc.ref, titleListing(String(doc.get("title") ?? "")));
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
    console.error("Usage: node scripts/backfill-product-title-terms.mjs --project <id> [--dry-run]");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId: process.argv[projectAt + 1] });
  const count = await backfill(getFirestore(app), { dryRun: process.argv.includes("--dry-run") });
  console.log(`Done: ${count} products given their title search fields.`);
}
