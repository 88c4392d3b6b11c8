import type { QueryShape } from "./product-queries";

/**
 * The query shapes of the paged lists (lib/db/page.ts and page.server.ts order each by its field,
 * then by the document id in the same direction, which every index ends with) and of the other
 * server queries outside products, kept here so the index test (tests/unit/catalogue/indexes.test.ts)
 * checks them with the catalogue's. Shapes on one field are served by Firestore's automatic
 * indexes; they are listed so every query shape is in one place.
 */
const shape = (name: string, collection: string, equality: string[], arrayContains: string | null, field: string | null, direction: "asc" | "desc" = "asc"): QueryShape => ({
  name,
  collection,
  equality,
  arrayContains,
  orderBy: field ? [{ field, direction }] : [],
});

export const listQueryShapes: QueryShape[] = [
  shape("library by purchase date", "userProductRelations", ["uid"], null, "createdOn", "desc"),
  shape("library by recently opened", "userProductRelations", ["uid"], null, "lastOpened", "desc"),
  shape("library by title", "userProductRelations", ["uid"], null, "titleSort", "asc"),
  shape("library search by purchase date", "userProductRelations", ["uid"], "titleTerms", "createdOn", "desc"),
  shape("library search by recently opened", "userProductRelations", ["uid"], "titleTerms", "lastOpened", "desc"),
  shape("library search by title", "userProductRelations", ["uid"], "titleTerms", "titleSort", "asc"),
  shape("a buyer's orders", "orders", ["uid"], null, "createdOn", "desc"),
  shape("a creator's payout entries", "payouts", ["uid"], null, "createdOn", "desc"),
  shape("a creator's paid and processing payouts (sum)", "payouts", ["uid", "status"], null, null),
  shape("the approval queue", "products", ["state"], null, "lastUpdated", "asc"),
  shape("a creator's latest sales (/dashboard)", "orders", ["status"], "creatorIds", "createdOn", "desc"),
  // The admin's orders (lib/admin/orders.server.ts): the refund queue, every order, a buyer's, an invoice's.
  shape("admin: pending refund requests, oldest first", "orders", ["refundRequest.state", "status"], null, "refundRequest.requestedOn", "asc"),
  shape("admin: every order, newest first", "orders", [], null, "createdOn", "desc"),
  shape("admin: one buyer's orders", "orders", ["uid"], null, "createdOn", "desc"),
  shape("admin: the order of an invoice number", "orders", ["invoiceNumber"], null, null),
  // The rebuild of creatorDays (lib/db/creator-days.ts) walks three collections in day order.
  // /dashboard/performance itself reads creatorDays by id: no query, no index.
  shape("creator days rebuild: orders by date", "orders", [], null, "createdOn", "asc"),
  shape("creator days rebuild: relations by date", "userProductRelations", [], null, "createdOn", "asc"),
  shape("creator days rebuild: stored days by day", "creatorDays", [], null, "day", "asc"),
  // One order field on a subcollection: Firestore's automatic single-field indexes serve these.
  shape("a product's reviews", "reviews", [], null, "createdOn", "desc"),
  // The Reviews tab's filters (lib/db/reviews.server.ts readFilteredReviewPage).
  shape("a product's reviews by verified students", "reviews", ["verifiedUniversity"], null, "createdOn", "desc"),
  shape("a product's reviews of one term", "reviews", ["term"], null, "createdOn", "desc"),
  shape("a product's reviews by verified students of one term", "reviews", ["verifiedUniversity", "term"], null, "createdOn", "desc"),
  shape("a product's questions", "questions", [], null, "createdOn", "desc"),
  shape("a question's first answers", "answers", [], null, "createdOn", "asc"),
];
