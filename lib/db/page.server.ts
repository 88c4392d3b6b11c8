import "server-only";
import { FieldPath, Timestamp, type DocumentData, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { pageSize, toPage, type Cursor, type CursorValue, type Page } from "./cursor";

const toStored = (value: CursorValue) => (typeof value === "object" && value !== null ? new Timestamp(value.seconds, value.nanoseconds) : value);

function toCursorValue(value: unknown): CursorValue {
  if (value instanceof Timestamp) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;
}

/**
 * One page of `base` (its filters, no order or limit) ordered by `field` then document id, after
 * `after`: `size + 1` reads at most, whatever the collection's size. The id in the same
 * direction rides on the (filters, field) composite index of firestore.indexes.json.
 */
export async function pageOf<T extends DocumentData>(base: Query<T>, field: string, direction: "asc" | "desc", { size, after }: { size?: number; after?: Cursor | null } = {}): Promise<Page<QueryDocumentSnapshot<T>>> {
  const shown = pageSize(size);
  let ordered = base.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
  if (after) ordered = ordered.startAfter(toStored(after.value), after.id);
  const snapshot = await ordered.limit(shown + 1).get();
  return toPage(snapshot.docs, shown, (entry) => ({ value: toCursorValue(entry.get(field)), id: entry.id }), (entry) => entry);
}

/** Documents per read when a whole list is wanted (one person's data export). */
const ALL_PAGE_SIZE = 200;

/**
 * Every document of `base`, read 200 at a time in document order (a cursor on the last one, so
 * no query ever returns more): for reads bounded by one person's own data, never a collection's.
 * Works for collection-group queries too, whose document order is the full path.
 */
export async function readAll<T extends DocumentData>(base: Query<T>): Promise<QueryDocumentSnapshot<T>[]> {
  const all: QueryDocumentSnapshot<T>[] = [];
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    let ordered = base.orderBy(FieldPath.documentId()).limit(ALL_PAGE_SIZE);
    if (last) ordered = ordered.startAfter(last);
    const { docs } = await ordered.get();
    all.push(...docs);
    last = docs.at(-1);
    if (docs.length < ALL_PAGE_SIZE || !last) return all;
  }
}
