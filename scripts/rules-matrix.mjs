// node scripts/rules-matrix.mjs (npm run rules:matrix)
// Renders docs/security/rules-matrix.md from tests/rules/matrix-cases.mjs, the data the rules
// matrix test runs. tests/unit/rules-matrix-doc.test.ts fails when the committed page is stale.
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { FIRESTORE_ROWS, OPS, PRODUCTS, ROLES, STORAGE_OPS, STORAGE_ROWS, describeList, listQuery } from "../tests/rules/matrix-cases.mjs";

export const DOC_PATH = "docs/security/rules-matrix.md";

const cell = (allowedRoles, roleId) => (allowedRoles.includes(roleId) ? "allowed" : "denied");
const code = (text) => `\`${text.replaceAll("|", "\\|")}\``;

/** Counts of allowed and denied cells over rows × operations × roles. */
function count(rows, ops) {
  let allowed = 0;
  let denied = 0;
  for (const row of rows) {
    for (const op of ops) {
      for (const role of ROLES) {
        if (row.allowed[op].includes(role.id)) allowed++;
        else denied++;
      }
    }
  }
  return { allowed, denied, total: allowed + denied };
}

function table(head, rows) {
  return [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

/** The list request a row's cells send; one line per distinct query. */
function listRequest(row) {
  const queries = new Map();
  for (const role of ROLES) {
    const text = describeList(listQuery(row, role.id));
    queries.set(text, [...(queries.get(text) ?? []), role.label]);
  }
  if (queries.size === 1) return code([...queries.keys()][0]);
  return [...queries].map(([text, labels]) => `${labels.join(", ")}: ${code(text)}`).join("<br>");
}

export function renderMatrix() {
  const firestore = count(FIRESTORE_ROWS, OPS);
  const storage = count(STORAGE_ROWS, STORAGE_OPS);
  const labels = ROLES.map((role) => role.label);
  const firestoreRows = FIRESTORE_ROWS.flatMap((row) =>
    OPS.map((op) => [code(row.collection), op, op === "list" ? listRequest(row) : code(row.requests[op]), ...ROLES.map((role) => cell(row.allowed[op], role.id))]),
  );
  const storageRows = STORAGE_ROWS.flatMap((row) =>
    STORAGE_OPS.map((op) => {
      const size = `${row.upload.contentType}, ${row.upload.size} bytes`;
      const request = op === "write" ? `new file: ${size}` : op === "replace" ? `over an existing file: ${size}` : "";
      return [code(row.path), op, request, ...ROLES.map((role) => cell(row.allowed[op], role.id))];
    }),
  );
  return `# Security rules matrix

<!-- Generated from tests/rules/matrix-cases.mjs by \`npm run rules:matrix\` (node scripts/rules-matrix.mjs). Do not edit by hand: tests/unit/rules-matrix-doc.test.ts fails when this page differs from what the script generates. -->

Who may do what to each collection, from the browser (the Admin SDK on the server is not bound by rules).
Every Firestore cell is one test in \`tests/rules/matrix.test.ts\`, run against \`firestore.rules\` on
the emulator with realistic, otherwise valid data, so a denied cell is denied for the caller and not
for the data's shape. Run them with \`npm run test:rules -- tests/rules/matrix.test.ts\`.
The queries an attacker would try on private collections (no limit, another user's uid, collection
groups) are in \`tests/rules/private-lists.test.ts\`; random updates that slip a server-owned field in
among allowed ones are in \`tests/rules/property-updates.test.ts\`.

**Cells:** Firestore ${firestore.total} (${firestore.allowed} allowed, ${firestore.denied} denied);
Cloud Storage ${storage.total} (${storage.allowed} allowed, ${storage.denied} denied);
${firestore.total + storage.total} in all (${firestore.allowed + storage.allowed} allowed, ${firestore.denied + storage.denied} denied).

## Roles

${ROLES.map((role) => `- **${role.label}**${role.uid ? ` (\`${role.uid}\`)` : ""}: ${role.about}.`).join("\n")}

\`{me}\` is the caller's uid; the visitor, who has none, acts on carol's documents. carol is none of the
roles: "someone else's" rows are hers. \`{live}\` (\`${PRODUCTS.live}\`) is an approved product and
\`{draft}\` (\`${PRODUCTS.draft}\`) a draft, both by the creator and the co-creator; the buyer holds
relations to both. The other creator made \`${PRODUCTS.other}\` only.

## Firestore

${table(["collection", "operation", "request", ...labels], firestoreRows)}

## Cloud Storage

There is no Storage emulator here, so these cells come from the local stand-in's policy
(\`decide\` in \`scripts/storage-emulator/policy.mjs\`), which mirrors \`storage.rules\`
(\`tests/unit/storage-rules.test.ts\` checks the two agree on paths, conditions and limits). They
are as good as that mirror, not a run of \`storage.rules\` itself.

${table(["path", "operation", "upload", ...labels], storageRows)}
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const target = path.join(root, DOC_PATH);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, renderMatrix());
  console.log(`Wrote ${DOC_PATH}`);
}
