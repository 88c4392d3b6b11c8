import { collection, getDocs, limit, orderBy, query, where, type QueryConstraint, type WhereFilterOp } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";

/** SPEC §7: a query is a list of field, operator and value filters. */
export type Filter = readonly [field: string, operator: WhereFilterOp, value: unknown];
export type QueryOptions = { max?: number; order?: readonly [field: string, direction: "asc" | "desc"] };
export type DocWithId = Record<string, unknown> & { id: string };

/** Our rules refuse unbounded lists; 50 is the most any list rule allows. */
export const DEFAULT_QUERY_LIMIT = 50;

/**
 * The spec's generic query: every filter applied, each document returned with its id. Callers
 * reshape the result with their collection's converter.
 */
export async function queryDocs(path: string, filters: readonly Filter[], { max = DEFAULT_QUERY_LIMIT, order }: QueryOptions = {}): Promise<DocWithId[]> {
  const constraints: QueryConstraint[] = filters.map(([field, operator, value]) => where(field, operator, value));
  if (order) constraints.push(orderBy(order[0], order[1]));
  const snapshot = await getDocs(query(collection(getDb(), path), ...constraints, limit(max)));
  return snapshot.docs.map((entry) => ({ ...entry.data(), id: entry.id }));
}
