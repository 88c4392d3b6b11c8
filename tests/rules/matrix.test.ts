import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import type firebase from "firebase/compat/app";
import { decide } from "../../scripts/storage-emulator/policy.mjs";
import { FIRESTORE_ROWS, OPS, OTHER_UID, ROLES, STORAGE_OPS, STORAGE_ROWS, describeList, fill, listQuery, type ListQuery } from "./matrix-cases.mjs";
import { resetFixture, restoreFixture, storageLookup, writeAsServer } from "./matrix-fixture";
import { REQUESTS } from "./matrix-requests";
import { noting, registerRulesEnv } from "./rules-env";

// One test per cell of docs/security/rules-matrix.md (npm run rules:matrix renders it from
// matrix-cases.mjs). Every cell starts from one fixture, written once: a cell that wrote anything
// puts back just the documents it named, as the fixture has them.
type Db = firebase.firestore.Firestore;
type Role = (typeof ROLES)[number];

const rulesEnv = registerRulesEnv();
const dbs = new Map<string, Db>();

function dbFor(role: Role): Db {
  let db = dbs.get(role.id);
  if (!db) {
    db = role.uid
      ? rulesEnv()
          .authenticatedContext(role.uid, { email: `${role.uid}@example.com`, email_verified: true, ...(role.id === "admin" ? { admin: true } : {}) })
          .firestore()
      : rulesEnv().unauthenticatedContext().firestore();
    dbs.set(role.id, db);
  }
  return db;
}

function list(db: Db, query: ListQuery, me: string) {
  let result: firebase.firestore.Query = db.collection(fill(query.path, me));
  for (const [field, op, value] of query.where ?? []) result = result.where(field, op, fill(value, me));
  if (query.orderBy) result = result.orderBy(query.orderBy);
  return result.limit(query.limit ?? 50).get();
}

/** One cell per role, named for what the caller would notice. */
const cells = (allowedRoles: readonly string[], request: (roleId: Role["id"]) => string) =>
  ROLES.map((role) => {
    const allowed = allowedRoles.includes(role.id);
    return { role, allowed, name: `${role.label} ${allowed ? "can" : "cannot"} ${request(role.id)}` };
  });

beforeAll(async () => {
  await resetFixture(rulesEnv());
});

describe.each(FIRESTORE_ROWS)("$collection", (row) => {
  const requests = REQUESTS[row.id];
  if (!requests) throw new Error(`matrix-requests.ts has no requests for ${row.id}`);

  describe.each(OPS)("%s", (op) => {
    it.each(cells(row.allowed[op], (roleId) => (op === "list" ? describeList(listQuery(row, roleId)) : row.requests[op])))(
      "$name",
      async ({ role, allowed }) => {
        const me = role.uid ?? OTHER_UID;
        const db = dbFor(role);
        if (op === "get" || op === "list") {
          const request = op === "list" ? list(db, listQuery(row, role.id), me) : requests.get(db, me);
          await (allowed ? assertSucceeds(request) : assertFails(request));
          return;
        }
        const touched = new Set<string>();
        let changed = false;
        try {
          const prepared = requests.prepare?.[op]?.(me);
          if (prepared) {
            for (const path of Object.keys(prepared)) touched.add(path);
            changed = true;
            await writeAsServer(rulesEnv(), prepared);
          }
          // A write that went through (allowed or not) changed what it named.
          const request = requests[op](noting(db, touched), me).then((result) => {
            changed = true;
            return result;
          });
          await (allowed ? assertSucceeds(request) : assertFails(request));
        } finally {
          if (changed) await restoreFixture(rulesEnv(), touched);
        }
      },
    );
  });
});

// Cloud Storage has no emulator here: these cells ask the stand-in's policy, which mirrors storage.rules.
describe.each(STORAGE_ROWS)("storage $path (stand-in policy)", (row) => {
  describe.each(STORAGE_OPS)("%s", (op) => {
    it.each(cells(row.allowed[op], () => `${op} ${row.path}`))(
      "$name",
      async ({ role, allowed }) => {
        const caller = role.uid ? { uid: role.uid, admin: role.id === "admin" } : null;
        const path = fill(row.path, role.uid ?? OTHER_UID);
        const write = op === "write" || op === "replace";
        const decision = await decide(write ? "write" : op, path, caller, storageLookup, write ? { ...row.upload, exists: op === "replace" } : null);
        expect(decision.allowed).toBe(allowed);
      },
    );
  });
});
