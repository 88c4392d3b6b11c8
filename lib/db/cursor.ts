/**
 * Cursor paging shared by the browser (lib/db/page.ts) and the server (lib/db/page.server.ts).
 * A page is one query ordered by one field and then by document id (the id breaks ties, so no
 * document is shown twice or skipped when many share the field's value), asking for one more
 * than it shows to know whether another page exists. Its cost is the page size, never the
 * collection's size. https://firebase.google.com/docs/firestore/query-data/query-cursors
 */

/** A Firestore timestamp kept whole: millisecond dates would skip or repeat writes within a ms. */
export type CursorTime = { seconds: number; nanoseconds: number };
export type CursorValue = string | number | boolean | null | CursorTime;
/** Where the next page starts: after the document with this order value and this id. */
export type Cursor = { value: CursorValue; id: string };
/** A page of a list and where the next starts (a Cursor, or its encoded string over HTTP). */
export type Page<T, C = Cursor> = { items: T[]; next: C | null };

/** Most pages show 20; every list rule allows at most 50, and a page reads one more. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 49;

export const pageSize = (size: number | undefined) => Math.min(Math.max(1, Math.floor(size ?? PAGE_SIZE)), MAX_PAGE_SIZE);

const isTime = (value: unknown): value is CursorTime =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).length === 2 &&
  Number.isInteger((value as CursorTime).seconds) &&
  // Firestore's range: years 1 to 9999.
  (value as CursorTime).seconds >= -62_135_596_800 &&
  (value as CursorTime).seconds <= 253_402_300_799 &&
  Number.isInteger((value as CursorTime).nanoseconds) &&
  (value as CursorTime).nanoseconds >= 0 &&
  (value as CursorTime).nanoseconds < 1e9;

const isCursorValue = (value: unknown): value is CursorValue =>
  value === null || ["string", "number", "boolean"].includes(typeof value) || isTime(value);

// Firestore refuses ".", "..", "__…__" and slashes as document ids (and a cursor on them throws).
const isDocumentIdLike = (id: unknown): id is string => typeof id === "string" && /^[^/]{1,1500}$/.test(id) && !/^\.\.?$/.test(id) && !/^__.*__$/.test(id);

/**
 * Splits `size + 1` fetched rows into the page and the cursor of its last row, or no cursor
 * when nothing follows.
 */
export function toPage<Row, T>(rows: Row[], size: number, cursorOf: (row: Row) => Cursor, toItem: (row: Row) => T): Page<T> {
  const shown = rows.slice(0, size);
  const last = shown[shown.length - 1];
  return { items: shown.map(toItem), next: rows.length > size && last !== undefined ? cursorOf(last) : null };
}

/** A cursor as a URL-safe string, for page links and API query parameters. */
export function encodeCursor(cursor: Cursor): string {
  return btoa(encodeURIComponent(JSON.stringify([cursor.value, cursor.id]))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The cursor behind `encodeCursor`'s string; null for anything else (a hand-edited link starts over). */
export function decodeCursor(raw: unknown): Cursor | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(atob(raw.replace(/-/g, "+").replace(/_/g, "/"))));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed as [unknown, unknown];
    if (!isCursorValue(value) || !isDocumentIdLike(id)) return null;
    return { value, id };
  } catch {
    return null;
  }
}
