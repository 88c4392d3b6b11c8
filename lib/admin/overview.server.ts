import "server-only";
import { productsCollection, productsInState } from "@/lib/db/products.server";
import { universitiesCollection } from "@/lib/db/universities.server";
import { usersCollection } from "@/lib/db/users.server";

export type AdminCounts = { pendingProducts: number; products: number; users: number; universities: number };

/** The /admin overview numbers: count() aggregations, billed per 1000 documents counted, not read. */
export async function adminCounts(): Promise<AdminCounts> {
  const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
  const [pendingProducts, products, users, universities] = await Promise.all([
    count(productsInState("pending")),
    count(productsCollection()),
    count(usersCollection()),
    count(universitiesCollection()),
  ]);
  return { pendingProducts, products, users, universities };
}
