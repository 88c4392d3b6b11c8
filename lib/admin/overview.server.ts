import "server-only";
import { adminDb } from "@/lib/firebase/server";
import type { AdminCounts } from "./api";

/** The /admin overview numbers: count() aggregations, billed per 1000 documents counted, not read. */
export async function adminCounts(): Promise<AdminCounts> {
  const db = adminDb();
  const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
  const [pendingProducts, products, users, universities] = await Promise.all([
    count(db.collection("products").where("state", "==", "pending")),
    count(db.collection("products")),
    count(db.collection("users")),
    count(db.collection("descriptive/university/universities")),
  ]);
  return { pendingProducts, products, users, universities };
}
