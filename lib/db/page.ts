import { Timestamp, collection, documentId, getDocs, limit, orderBy, query, startAfter, where, type QueryConstraint } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import { pageSize, toPage, type Cursor, type CursorValue, type Page } from "./cursor";
import type { DocWithId, Filter } from "./query";

export type PageQuery = {
  filters: readonly Filter[];
  /** The one order field; the document id follows in the same direction as the tie-breaker. */
  order: readonly [field: string, direction: "asc" | "desc"];
  size?: number;
  after?: Cursor | null;
};

const toStored = (value: CursorValue) => (typeof value === "object" && value !== null ? new Timestamp(value.seconds, value.nanoseconds) : value);

function toCursorValue(value: unknown): CursorValue {
  if (value instanceof Timestamp || (typeof value === "object" && value !== null && "toMillis" in value)) {
    const time = value as Timestamp;
    return { seconds: time.seconds, nanoseconds: time.nanoseconds };
  }
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;
}

/**
 * One page of a collection query from the browser: `size + 1` documents at most (the rules cap
 * lists at 50), after `after`. Each composite (filters, order field) needs its index in
 * firestore.indexes.json; the id tie-breaker in the same direction rides on that index.
 */
export async function queryPage(path: string, { filters, order, size, after }: PageQuery): Promise<Page<DocWithId>> {
  const shown = pageSize(size);
  const [field, direction] = order;
  const constraints: QueryConstraint[] = filters.map(([name, operator, value]) => where(name, operator, value));
  constraints.push(orderBy(field, direction), orderBy(documentId(), direction));
  if (after) constraints.push(startAfter(toStored(after.value), after.id));
  const snapshot = await getDocs(query(collection(getDb(), path), ...constraints, limit(shown + 1)));
  return toPage(
    snapshot.docs,
    shown,
    (entry) => ({ value: toCursorValue(entry.get(field)), id: entry.id }),
    (entry) => ({ ...entry.data(), id: entry.id }),
  );
}
