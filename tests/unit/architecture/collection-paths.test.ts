import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../files-under";
import { itChecksLines } from "./line-check-cases";

// Every Firestore path is spelled in lib/db (STYLE.md "Data access", docs/decisions/0123): a
// module outside it asks lib/db for a reference (productRef, relationRef, …) and never builds
// one. scripts/ is exempt: the seed, backfills, benches and emulator stand-ins write with their
// own firebase-admin app, not lib/db's server modules ('server-only'), so they keep their own paths
// and import lib/db's modules without 'server-only' (relation-id.ts, creator-days.ts) where one
// exists. Tests spell paths on purpose.
const SCANNED = ["lib", "app", "components", "store"];
const EXEMPT = [path.join("lib", "db")];
const SOURCE = /\.(ts|tsx|mjs)$/;

const PATTERNS: [RegExp, string][] = [
  // Admin SDK and Lite SDK references, by path or by segments.
  [/\.(collection|collectionGroup|doc)\(/, "builds a Firestore reference"],
  [/\b(collection|collectionGroup|doc)\(\s*(getDb\(\)|db\b)/, "builds a Firestore reference"],
  // A document path with an id in it. Names that are also error-code areas ("payouts/failed")
  // count only with an id; "products/" also names Cloud Storage folders, so only a product, its
  // lecture, or their Firestore-only children count.
  [/["'`](users|orders|userProductRelations|payouts|connections|auditLog|creatorDays|checkoutLocks)\/\$\{/, "spells a collection path"],
  [/["'`](userProductRelations|auditLog|creatorDays|checkoutLocks|descriptive\/university)\b/, "spells a collection path"],
  [/`products\/\$\{[^}]+\}(\/lectures\/\$\{[^}]+\})?(`|\/(private|reviews|questions|answers)\b)/, "spells a collection path"],
];

/** Source without comments, so a doc comment may still say where a document lives. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** "line: reason: code" for each line of `source` that names a Firestore path. */
export function collectionPathViolations(source: string): string[] {
  return withoutComments(source)
    .split("\n")
    .flatMap((line, index) => PATTERNS.filter(([pattern]) => pattern.test(line)).slice(0, 1).map(([, reason]) => `${index + 1}: ${reason}: ${line.trim()}`));
}

const sourceFiles = (dir: string) => filesUnder(dir, (file) => SOURCE.test(file) && !EXEMPT.some((exempt) => file.startsWith(exempt + path.sep)));

describe("collection paths", () => {
  it("are named only in lib/db: no module in lib, app, components or store builds a Firestore reference", () => {
    const found = SCANNED.flatMap(sourceFiles).flatMap((file) => collectionPathViolations(readFileSync(file, "utf8")).map((violation) => `${file}:${violation}`));
    expect(found).toEqual([]);
  });

  itChecksLines(collectionPathViolations, {
    caught: [
      ["an admin document by path", "const ref = adminDb().doc(`orders/${orderId}`);"],
      ["an admin collection", 'const snapshot = await adminDb().collection("products").where("state", "==", "pending").get();'],
      ["a subcollection of a typed reference", 'const answers = questionRef.collection("answers");'],
      ["a document of a collection", "const ref = coursesOf(universityId).doc(courseId);"],
      ["a Lite SDK document", 'const ref = doc(getDb(), "users", uid);'],
      ["a relation id built by hand", "const path = `userProductRelations/${uid}_${productId}`;"],
      ["an audit target", "recordAudit(tx, { target: `products/${productId}` });"],
      ["a lecture's media pointer", "const path = `products/${productId}/lectures/${lectureId}/private/content`;"],
      ["the universities' collection", 'const UNIVERSITIES = "descriptive/university/universities";'],
      ["a notification", "const path = `users/${uid}/notifications/${id}`;"],
    ],
    passed: [
      ["a page URL", "router.push(`/products/${id}`);"],
      ["a Cloud Storage folder", "const folder = `products/${storageProductId}/preview`;"],
      ["a lecture's Cloud Storage prefix", "export const prefix = (p: string, l: string) => `products/${p}/lectures/${l}/`;"],
      ["an error code", 'throw new PayoutError(409, "payouts/not-ready", "Finish setting up first.");'],
      ["a UI noun", '{ key: "users", label: "Users", href: "/admin/course_access" },'],
      ["a comment naming the path", "// userProductRelations/{uid}_{productId}: written by the server"],
      ["a reference from lib/db", "const snapshot = await tx.get(relationRef(uid, productId));"],
    ],
  });
});
