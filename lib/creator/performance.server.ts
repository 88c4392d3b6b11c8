import "server-only";
import { Timestamp, type Query } from "firebase-admin/firestore";
import { toOrder } from "@/lib/db/order-shape";
import { toIso, toProduct } from "@/lib/db/product-shape";
import { adminDb } from "@/lib/firebase/server";
import type { Product } from "@/lib/types/product";
import { computePerformance, rangeInstants, type DayRange, type EnrolmentInput, type Performance, type SaleInput } from "./performance";

// Firestore's `in` takes at most 30 values per query.
const IN_LIMIT = 30;

/** Every product `uid` is a creator of, in any state (drafts and rejected ones included). */
export async function productsOfCreator(uid: string): Promise<Product[]> {
  const snapshot = await adminDb().collection("products").where("creators", "array-contains", uid).get();
  return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
}

/**
 * Paid orders with an item of `uid`'s, placed in [start, end). Orders carry `creatorIds` (the
 * union of their items' creators at checkout) so this is one indexed query per creator:
 * creatorIds array-contains + status == + createdOn range (composite index, docs/developer/data-model.md).
 */
async function paidSales(uid: string, start: Date, end: Date): Promise<SaleInput[]> {
  const snapshot = await adminDb()
    .collection("orders")
    .where("creatorIds", "array-contains", uid)
    .where("status", "==", "paid")
    .where("createdOn", ">=", Timestamp.fromDate(start))
    .where("createdOn", "<", Timestamp.fromDate(end))
    .get();
  return snapshot.docs.flatMap((doc) => {
    const order = toOrder(doc.id, doc.data());
    return order.items.map((item) => ({ ...item, orderId: order.id, status: order.status, createdOn: order.createdOn }));
  });
}

/** userProductRelations of these products created in [start, end): purchases, free enrolments and grants. */
async function enrolments(productIds: string[], start: Date, end: Date): Promise<EnrolmentInput[]> {
  const chunks: string[][] = [];
  for (let index = 0; index < productIds.length; index += IN_LIMIT) chunks.push(productIds.slice(index, index + IN_LIMIT));
  const queries: Query[] = chunks.map((ids) =>
    adminDb()
      .collection("userProductRelations")
      .where("productId", "in", ids)
      .where("createdOn", ">=", Timestamp.fromDate(start))
      .where("createdOn", "<", Timestamp.fromDate(end)),
  );
  const snapshots = await Promise.all(queries.map((query) => query.get()));
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => ({ productId: String(doc.get("productId")), createdOn: toIso(doc.get("createdOn")) })));
}

/** /api/creator/performance: `uid`'s own figures only; someone with no products gets zeros. */
export async function creatorPerformance(uid: string, range: DayRange): Promise<Performance> {
  const { start, end } = rangeInstants(range);
  const products = await productsOfCreator(uid);
  const [sales, enrolled] = await Promise.all([paidSales(uid, start, end), products.length ? enrolments(products.map((product) => product.id), start, end) : []]);
  return computePerformance(uid, range, sales, enrolled, products);
}
