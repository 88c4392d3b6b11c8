// The rules matrix as data: who may do what to every collection. tests/rules/matrix.test.ts runs
// one test per cell against firestore.rules on the emulator (storage cells against the stand-in's
// policy), and scripts/rules-matrix.mjs renders docs/security/rules-matrix.md from this file.
// Plain JavaScript so the script runs with node alone.

/** @typedef {"visitor" | "user" | "buyer" | "creator" | "coCreator" | "otherCreator" | "admin"} RoleId */
/** @typedef {{ path: string, where?: [string, "==" | "array-contains", string][], orderBy?: string, limit?: number }} ListQuery */
/** @typedef {"get" | "list" | "create" | "update" | "delete"} Op */
/**
 * @typedef {{ id: string, collection: string, requests: Record<Exclude<Op, "list">, string>, list: ListQuery,
 *   listByRole?: Partial<Record<RoleId, ListQuery>>, allowed: Record<Op, RoleId[]> }} FirestoreRow
 */
/**
 * @typedef {{ id: string, path: string, upload: { contentType: string, size: number },
 *   allowed: Record<"read" | "write" | "replace" | "delete", RoleId[]> }} StorageRow
 */

/** Callers, with the uid each signs in as (tokens also carry `{uid}@example.com`). */
export const ROLES = /** @type {const} */ ([
  { id: "visitor", label: "visitor", uid: null, about: "not signed in" },
  { id: "user", label: "user", uid: "uma", about: "signed in, unrelated to the product" },
  { id: "buyer", label: "buyer", uid: "bea", about: "holds userProductRelations/{uid}_{productId} for the row's product (bought or granted)" },
  { id: "creator", label: "creator", uid: "lena", about: "creators[0] of the row's product" },
  { id: "coCreator", label: "co-creator", uid: "jonas", about: "creators[1] of the row's product" },
  { id: "otherCreator", label: "other creator", uid: "otto", about: "creator of a different product only" },
  { id: "admin", label: "admin", uid: "ada", about: "custom claim admin: true" },
]);

/** Someone who is none of the roles: the owner in the "someone else's" rows. */
export const OTHER_UID = "carol";
export const OPS = /** @type {const} */ (["get", "list", "create", "update", "delete"]);
// "write" adds a new file; "replace" uploads over a file that is already there.
export const STORAGE_OPS = /** @type {const} */ (["read", "write", "replace", "delete"]);

/** @type {RoleId[]} */
const SIGNED_IN = ["user", "buyer", "creator", "coCreator", "otherCreator", "admin"];
/** @type {RoleId[]} */
const ALL = ["visitor", ...SIGNED_IN];
/** @type {RoleId[]} */
const CREATORS = ["creator", "coCreator"];
/** @type {RoleId[]} */
const EDITORS = [...CREATORS, "admin"];
/** @type {RoleId[]} */
const WATCHERS = ["buyer", ...EDITORS];
/** @type {RoleId[]} */
const NONE = [];

/**
 * @param {string} part
 * @returns {FirestoreRow}
 */
const universityPart = (part) => ({
  id: `university-${part}`,
  collection: `descriptive/university/universities/{id}/${part}`,
  requests: { get: `get ${part}/{id}`, create: `create ${part}/{new}`, update: `update ${part}/{id} {name}`, delete: `delete ${part}/{id}` },
  list: { path: `descriptive/university/universities/uni_boku/${part}`, limit: 50 },
  allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
});

/**
 * Firestore rows. `{me}` is the caller's uid (the visitor, who has none, acts on carol's),
 * `{live}` an approved product and `{draft}` a draft, both by creator and co-creator; the buyer
 * holds relations to both. `allowed` lists the roles each operation succeeds for.
 */
/** @type {FirestoreRow[]} */
export const FIRESTORE_ROWS = [
  {
    id: "universities",
    collection: "descriptive/university/universities/{id}",
    requests: { get: "get universities/{id}", create: "create universities/{new}", update: "update universities/{id} {name}", delete: "delete universities/{id}" },
    list: { path: "descriptive/university/universities", limit: 50 },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  universityPart("degrees"),
  universityPart("courses"),
  universityPart("sections"),
  {
    id: "users-own",
    collection: "users/{uid} (own)",
    requests: { get: "get users/{me}", create: "create users/{me} (sign-up record)", update: "update users/{me} {firstName}", delete: "delete users/{me}" },
    list: { path: "users", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: ["admin"], create: SIGNED_IN, update: SIGNED_IN, delete: SIGNED_IN },
  },
  {
    id: "users-other",
    collection: "users/{uid} (someone else's)",
    requests: { get: "get users/carol", create: "create users/carol (her sign-up record)", update: "update users/carol {firstName}", delete: "delete users/carol" },
    list: { path: "users", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ["admin"], list: ["admin"], create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "notifications-own",
    collection: "users/{uid}/notifications (own)",
    requests: { get: "get users/{me}/notifications/{id}", create: "create users/{me}/notifications/{new}", update: "mark users/{me}/notifications/{id} read", delete: "delete users/{me}/notifications/{id}" },
    list: { path: "users/{me}/notifications", orderBy: "createdAt", limit: 50 },
    allowed: { get: SIGNED_IN, list: SIGNED_IN, create: NONE, update: SIGNED_IN, delete: SIGNED_IN },
  },
  {
    id: "notifications-other",
    collection: "users/{uid}/notifications (someone else's)",
    requests: { get: "get users/carol/notifications/{id}", create: "create users/carol/notifications/{new}", update: "mark users/carol/notifications/{id} read", delete: "delete users/carol/notifications/{id}" },
    list: { path: "users/carol/notifications", orderBy: "createdAt", limit: 50 },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "progress-own",
    collection: "users/{uid}/progress (own)",
    requests: { get: "get users/{me}/progress/{live}", create: "create users/{me}/progress/{another product}", update: "update users/{me}/progress/{live} {completed, updatedAt}", delete: "delete users/{me}/progress/{live}" },
    list: { path: "users/{me}/progress", limit: 50 },
    allowed: { get: SIGNED_IN, list: SIGNED_IN, create: SIGNED_IN, update: SIGNED_IN, delete: NONE },
  },
  {
    id: "progress-other",
    collection: "users/{uid}/progress (someone else's)",
    requests: { get: "get users/carol/progress/{live}", create: "create users/carol/progress/{another product}", update: "update users/carol/progress/{live} {completed, updatedAt}", delete: "delete users/carol/progress/{live}" },
    list: { path: "users/carol/progress", limit: 50 },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "products-approved",
    collection: "products/{id} (approved)",
    requests: { get: "get products/{live}", create: "self-publish: create products/{new} as a valid draft but with state approved", update: "update products/{live} {title, lastUpdated}", delete: "delete products/{live}" },
    list: { path: "products", where: [["state", "==", "approved"]], limit: 50 },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "products-draft",
    collection: "products/{id} (draft)",
    requests: { get: "get products/{draft}", create: "create products/{new} as own draft (isNewDraft)", update: "update products/{draft} {title, price, free, lastUpdated}", delete: "delete products/{draft} with productTeams/{draft}" },
    list: { path: "products", where: [["state", "==", "draft"]], limit: 50 },
    listByRole: {
      creator: { path: "products", where: [["creators", "array-contains", "{me}"]], limit: 50 },
      coCreator: { path: "products", where: [["creators", "array-contains", "{me}"]], limit: 50 },
    },
    allowed: { get: WATCHERS, list: EDITORS, create: SIGNED_IN, update: EDITORS, delete: ["creator"] },
  },
  {
    id: "teams-approved",
    collection: "productTeams/{id} (approved product)",
    requests: { get: "get productTeams/{live}", create: "create productTeams/{other}", update: "update productTeams/{live} {payout}", delete: "delete productTeams/{live} with products/{live}" },
    list: { path: "productTeams", limit: 50 },
    allowed: { get: EDITORS, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "teams-draft",
    collection: "productTeams/{id} (draft)",
    requests: { get: "get productTeams/{draft}", create: "create productTeams/{new} with products/{new} as own draft", update: "update productTeams/{draft} {payout}", delete: "delete productTeams/{draft} with products/{draft}" },
    list: { path: "productTeams", where: [["invitations", "array-contains", "{me}@example.com"]], limit: 50 },
    allowed: { get: EDITORS, list: NONE, create: NONE, update: NONE, delete: ["creator"] },
  },
  {
    id: "lectures-approved",
    collection: "products/{id}/lectures (approved product)",
    requests: { get: "get products/{live}/lectures/{id}", create: "create products/{live}/lectures/{new}", update: "update products/{live}/lectures/{id} {title}", delete: "delete products/{live}/lectures/{id}" },
    list: { path: "products/{live}/lectures", orderBy: "order", limit: 50 },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "lectures-draft",
    collection: "products/{id}/lectures (draft product)",
    requests: { get: "get products/{draft}/lectures/{id}", create: "create products/{draft}/lectures/{new}", update: "update products/{draft}/lectures/{id} {title}", delete: "delete products/{draft}/lectures/{id}" },
    list: { path: "products/{draft}/lectures", orderBy: "order", limit: 50 },
    allowed: { get: WATCHERS, list: WATCHERS, create: EDITORS, update: EDITORS, delete: EDITORS },
  },
  {
    id: "content-approved",
    collection: "products/{id}/lectures/{id}/private/content (approved product)",
    requests: { get: "get products/{live}/lectures/{id}/private/content", create: "point a lecture without media at a file", update: "repoint private/content {path, fileName}", delete: "delete private/content" },
    list: { path: "products/{live}/lectures/lec_INTRO00000001/private", limit: 50 },
    allowed: { get: WATCHERS, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "content-draft",
    collection: "products/{id}/lectures/{id}/private/content (draft product)",
    requests: { get: "get products/{draft}/lectures/{id}/private/content", create: "point a lecture without media at a file", update: "repoint private/content {path, fileName}", delete: "delete private/content" },
    list: { path: "products/{draft}/lectures/lec_INTRO00000001/private", limit: 50 },
    allowed: { get: WATCHERS, list: NONE, create: EDITORS, update: EDITORS, delete: EDITORS },
  },
  // Issue 48: a lecture id the builder never generates, read by the old rule as part of a pattern.
  {
    id: "content-forged-lecture",
    collection: "products/{id}/lectures/x|.*/private/content (draft product, a lecture id the builder never generates)",
    requests: {
      get: "get products/{draft}/lectures/x|.*/private/content",
      create: "point lecture x|.* at another creator's file",
      update: "repoint lecture x|.* at another creator's file",
      delete: "delete private/content of lecture x|.*",
    },
    list: { path: "products/{draft}/lectures/x|.*/private", limit: 50 },
    allowed: { get: WATCHERS, list: NONE, create: NONE, update: NONE, delete: EDITORS },
  },
  {
    id: "reviews",
    collection: "products/{id}/reviews (approved product)",
    requests: { get: "get products/{live}/reviews/carol", create: "create products/{live}/reviews/{me} with the rating in one batch", update: "update products/{live}/reviews/{me} {text}", delete: "delete products/{live}/reviews/{me}" },
    list: { path: "products/{live}/reviews", limit: 50 },
    allowed: { get: ALL, list: ALL, create: ["buyer"], update: NONE, delete: NONE },
  },
  {
    id: "reviews-other",
    collection: "products/{id}/reviews, someone else's review",
    requests: {
      get: "get products/{live}/reviews/carol",
      create: "create products/{live}/reviews/carol (carol's name) with the rating in one batch",
      update: "update products/{live}/reviews/carol {stars: 1} with the rating moved to match",
      delete: "delete products/{live}/reviews/carol with the rating lowered to match",
    },
    list: { path: "products/{live}/reviews", limit: 50 },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "questions",
    collection: "products/{id}/questions",
    requests: { get: "get products/{live}/questions/{id}", create: "ask: create products/{live}/questions/{new}", update: "update products/{live}/questions/{id} {text}", delete: "delete products/{live}/questions/{id}" },
    list: { path: "products/{live}/questions", orderBy: "createdOn", limit: 50 },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "answers",
    collection: "products/{id}/questions/{id}/answers",
    requests: { get: "get .../questions/{id}/answers/{id}", create: "answer: create .../answers/{new}", update: "update .../answers/{id} {text}", delete: "delete .../answers/{id}" },
    list: { path: "products/{live}/questions/q_1/answers", orderBy: "createdOn", limit: 50 },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "connections-own",
    collection: "connections/{uid} (own)",
    requests: { get: "get connections/{me}", create: "create connections/{me}", update: "update connections/{me} {payoutsEnabled}", delete: "delete connections/{me}" },
    list: { path: "connections", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "connections-other",
    collection: "connections/{uid} (someone else's)",
    requests: { get: "get connections/carol", create: "create connections/carol", update: "update connections/carol {accountId}", delete: "delete connections/carol" },
    list: { path: "connections", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ["admin"], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "creator-profiles-own",
    collection: "creatorProfiles/{uid} (own)",
    requests: { get: "get creatorProfiles/{me}", create: "create creatorProfiles/{me}", update: "update creatorProfiles/{me} {bio}", delete: "delete creatorProfiles/{me}" },
    list: { path: "creatorProfiles", limit: 50 },
    allowed: { get: ALL, list: ALL, create: SIGNED_IN, update: SIGNED_IN, delete: SIGNED_IN },
  },
  {
    id: "creator-profiles-other",
    collection: "creatorProfiles/{uid} (someone else's)",
    requests: { get: "get creatorProfiles/carol", create: "create creatorProfiles/carol", update: "update creatorProfiles/carol {bio}", delete: "delete creatorProfiles/carol" },
    list: { path: "creatorProfiles", limit: 50 },
    allowed: { get: ALL, list: ALL, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "relations-own",
    collection: "userProductRelations (own)",
    requests: { get: "get userProductRelations/{me}_{live} (\"not found\" unless bought)", create: "grant oneself another product: create {me}_{product}", update: "update an own relation {source}", delete: "delete an own relation" },
    list: { path: "userProductRelations", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: SIGNED_IN, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "relations-other",
    collection: "userProductRelations (someone else's)",
    requests: { get: "get userProductRelations/carol_{live}", create: "create userProductRelations/carol_{product}", update: "update carol's relation {source}", delete: "delete carol's relation" },
    list: { path: "userProductRelations", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ["admin"], list: ["admin"], create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "orders-own",
    collection: "orders (own)",
    requests: { get: "get an own order", create: "create a paid order for {me}", update: "update an own order {status, total}", delete: "delete an own order" },
    list: { path: "orders", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: SIGNED_IN, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "orders-other",
    collection: "orders (someone else's)",
    requests: { get: "get carol's order", create: "create a paid order for carol", update: "update carol's order {status}", delete: "delete carol's order" },
    list: { path: "orders", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ["admin"], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "orders-own-refund-request",
    collection: "orders (own): refund request and goodwill",
    requests: { get: "get an own order", create: "create an own order with goodwill", update: "update an own order {refundRequest: pending, goodwillOn}", delete: "delete an own order" },
    list: { path: "orders", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: SIGNED_IN, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "order-events",
    collection: "orders/{id}/events/{type} (an own order's)",
    requests: { get: "get an own order's refund_requested", create: "create refund_requested on an own order", update: "update an own order's event {note}", delete: "delete an own order's event" },
    list: { path: "orders/order_{me}/events", limit: 50 },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "invoices-own",
    collection: "invoices (own)",
    requests: { get: "get the invoice of an own order", create: "create an invoice for {me}", update: "update an own invoice {totals}", delete: "delete an own invoice" },
    list: { path: "invoices", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "invoices-other",
    collection: "invoices (someone else's)",
    requests: { get: "get carol's invoice", create: "create an invoice for carol", update: "update carol's invoice {uid: me}", delete: "delete carol's invoice" },
    list: { path: "invoices", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ["admin"], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "credit-notes-own",
    collection: "creditNotes (own)",
    requests: { get: "get the credit note of an own refunded order", create: "create a credit note for {me}", update: "update an own credit note {totals: 0}", delete: "delete an own credit note" },
    list: { path: "creditNotes", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "credit-notes-other",
    collection: "creditNotes (someone else's)",
    requests: { get: "get carol's credit note", create: "create a credit note for carol", update: "update carol's credit note {uid: me}", delete: "delete carol's credit note" },
    list: { path: "creditNotes", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ["admin"], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "certificates-own",
    collection: "certificates (own, private)",
    requests: { get: "get an own private certificate", create: "create a certificate for {me}", update: "update an own certificate {learnerName}", delete: "delete an own certificate" },
    list: { path: "certificates", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "certificates-other-private",
    collection: "certificates (someone else's, private)",
    requests: { get: "get carol's private certificate", create: "create a certificate for carol", update: "update carol's certificate {public: true}", delete: "delete carol's certificate" },
    list: { path: "certificates", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ["admin"], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "certificates-other-public",
    collection: "certificates (someone else's, public)",
    requests: { get: "get carol's public certificate", create: "create a public certificate for carol", update: "update carol's public certificate {revokedAt: null}", delete: "delete carol's public certificate" },
    list: { path: "certificates", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ALL, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "certificate-pointers-own",
    collection: "users/{uid}/certificates (own)",
    requests: { get: "get users/{me}/certificates/{live}", create: "create users/{me}/certificates/{another product}", update: "update users/{me}/certificates/{live} {certificateId}", delete: "delete users/{me}/certificates/{live}" },
    list: { path: "users/{me}/certificates", limit: 50 },
    allowed: { get: SIGNED_IN, list: SIGNED_IN, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "certificate-pointers-other",
    collection: "users/{uid}/certificates (someone else's)",
    requests: { get: "get users/carol/certificates/{live}", create: "create users/carol/certificates/{another product}", update: "update users/carol/certificates/{live} {certificateId}", delete: "delete users/carol/certificates/{live}" },
    list: { path: "users/carol/certificates", limit: 50 },
    allowed: { get: ["admin"], list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "invoice-counters",
    collection: "invoiceCounters/{year}",
    requests: { get: "get invoiceCounters/{year}", create: "create invoiceCounters/{next year}", update: "reset invoiceCounters/{year} {invoice: 0}", delete: "delete invoiceCounters/{year}" },
    list: { path: "invoiceCounters", limit: 50 },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "payouts-own",
    collection: "payouts (own)",
    requests: { get: "get an own ledger entry", create: "create a sale entry for {me}", update: "update an own entry {amount}", delete: "delete an own entry" },
    list: { path: "payouts", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: SIGNED_IN, list: SIGNED_IN, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "payouts-other",
    collection: "payouts (someone else's)",
    requests: { get: "get carol's ledger entry", create: "create a sale entry for carol", update: "take carol's entry: update {uid: me}", delete: "delete carol's entry" },
    list: { path: "payouts", where: [["uid", "==", "carol"]], limit: 50 },
    allowed: { get: ["admin"], list: ["admin"], create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "creator-days-own",
    collection: "creatorDays/{uid}_{day} (own)",
    requests: { get: "get creatorDays/{me}_{day}", create: "create creatorDays/{me}_{new day}", update: "update creatorDays/{me}_{day} {products}", delete: "delete creatorDays/{me}_{day}" },
    list: { path: "creatorDays", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "audit-log",
    collection: "auditLog/{id}",
    requests: { get: "get auditLog/{id}", create: "create auditLog/{new}", update: "update auditLog/{id} {reason}", delete: "delete auditLog/{id}" },
    list: { path: "auditLog", orderBy: "at", limit: 50 },
    allowed: { get: ["admin"], list: ["admin"], create: NONE, update: NONE, delete: NONE },
  },
  {
    id: "mail-own",
    collection: "mail/{key} (an email to oneself)",
    requests: { get: "get mail/order-confirmation_{my order}", create: "create mail/{new} to anyone", update: "update mail/{key} {to}", delete: "delete mail/{key}" },
    list: { path: "mail", where: [["uid", "==", "{me}"]], limit: 50 },
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  },
];

/**
 * Storage rows, decided by scripts/storage-emulator/policy.mjs (the local stand-in that mirrors
 * storage.rules; there is no Storage emulator to run storage.rules itself). Writes upload `upload`.
 */
/** @type {StorageRow[]} */
export const STORAGE_ROWS = [
  {
    id: "preview-approved",
    path: "products/{live}/preview/cover.jpg",
    upload: { contentType: "image/jpeg", size: 200_000 },
    allowed: { read: ALL, write: EDITORS, replace: ["admin"], delete: ["admin"] },
  },
  {
    id: "preview-draft",
    path: "products/{draft}/preview/cover.jpg",
    upload: { contentType: "image/jpeg", size: 200_000 },
    allowed: { read: EDITORS, write: EDITORS, replace: EDITORS, delete: EDITORS },
  },
  {
    id: "lecture-approved",
    path: "products/{live}/lectures/lec_INTRO00000001/intro.mp4",
    upload: { contentType: "video/mp4", size: 50_000_000 },
    allowed: { read: EDITORS, write: EDITORS, replace: ["admin"], delete: ["admin"] },
  },
  {
    id: "lecture-draft",
    path: "products/{draft}/lectures/lec_INTRO00000001/notes.pdf",
    upload: { contentType: "application/pdf", size: 1_000_000 },
    allowed: { read: EDITORS, write: EDITORS, replace: EDITORS, delete: EDITORS },
  },
  {
    id: "outside",
    path: "users/{me}/avatar.png",
    upload: { contentType: "image/png", size: 10_000 },
    allowed: { read: NONE, write: NONE, replace: NONE, delete: NONE },
  },
];

export const PRODUCTS = { live: "prod_LIVE000000001", draft: "prod_DRAFT00000001", other: "prod_OTHER00000001" };

/**
 * Fills `{me}`, `{live}` and `{draft}` in a path or value.
 * @param {string} template
 * @param {string} me
 */
export function fill(template, me) {
  return template.replaceAll("{me}", me).replaceAll("{live}", PRODUCTS.live).replaceAll("{draft}", PRODUCTS.draft);
}

/**
 * The query a role lists a row with: the one it would legitimately use.
 * @param {{ list: ListQuery, listByRole?: Partial<Record<RoleId, ListQuery>> }} row
 * @param {RoleId} roleId
 * @returns {ListQuery}
 */
export function listQuery(row, roleId) {
  return row.listByRole?.[roleId] ?? row.list;
}

/** @param {ListQuery} query */
export function describeList(query) {
  const where = (query.where ?? []).map(([field, op, value]) => ` where ${field} ${op} ${value}`).join("");
  const order = query.orderBy ? ` order by ${query.orderBy}` : "";
  return `list ${query.path}${where}${order}, limit ${query.limit ?? 50}`;
}
