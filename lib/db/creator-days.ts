// creatorDays/{uid}_{YYYY-MM-DD}: one creator's figures for one Vienna day, per product
// (docs/decisions/0003-creator-performance-rollups.md). The app adds to them in the transaction
// of each sale, refund, enrolment and revocation (creator-days.server.ts). This half rewrites them
// all: it reads the orders and relations day by day and writes what
// lib/creator/rebuild-creator-days.ts computes of them, so the backfill and the demo seed store
// the very documents the app writes. Not 'server-only' (creator-days.server.ts is): the scripts
// import it.
import { FieldPath, type Firestore, type Query, type QueryDocumentSnapshot as Snapshot } from "firebase-admin/firestore";

export const CREATOR_DAYS = "creatorDays";

/**
 * A creator's day document id (`day` is "YYYY-MM-DD", a Vienna day). A day is always 10
 * characters, so a uid with underscores stays unambiguous.
 */
export const creatorDayId = (uid: string, day: string) => `${uid}_${day}`;

const PAGE = 300;
// Firestore commits at most 500 writes at once.
const BATCH = 450;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The documents of `query` in the order of `field` (then id), a page at a time, each with the
 * Vienna day it belongs to; documents without a usable `field` are passed over.
 */
async function* byDay(query: Query, field: string, dayOf: (value: unknown) => string | null): AsyncGenerator<{ doc: Snapshot; day: string }> {
  let last: Snapshot | undefined;
  for (;;) {
    let page = query.orderBy(field).orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) {
      const day = dayOf(doc.get(field));
      if (day) yield { doc, day };
    }
    if (snapshot.size < PAGE) return;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}

/** The instant of a Timestamp. */
const instantOf = (value: unknown): Date | null =>
  value && typeof value === "object" && "toDate" in value && typeof value.toDate === "function" ? (value.toDate() as Date) : null;

/** A stream of documents in day order that hands out one day's documents at a time. */
function dayQueue(source: AsyncGenerator<{ doc: Snapshot; day: string }>) {
  let head: { doc: Snapshot; day: string } | null | undefined;
  const advance = async () => {
    const next = await source.next();
    head = next.done ? null : next.value;
  };
  return {
    /** The day of the next document, null at the end. */
    async peek(): Promise<string | null> {
      if (head === undefined) await advance();
      return head?.day ?? null;
    },
    /** The documents of `day` (the queue's next day or a later one). */
    async take(day: string): Promise<Snapshot[]> {
      const taken: Snapshot[] = [];
      while ((await this.peek()) === day && head) {
        taken.push(head.doc);
        await advance();
      }
      return taken;
    },
  };
}

const uids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((uid) => typeof uid === "string" && uid.length > 0) : []);

export type DayOrder = { status: unknown; items: unknown; createdOn: Date; vatPercent: unknown };
export type DayEnrolment = { productId: string; createdOn: Date; creators: string[] };
export type DayDocument = { uid: string; day: string; products: Record<string, unknown> };

/**
 * Overwrites every creatorDays document with what `daysOf` makes of one day's orders and
 * enrolments; a document no order or relation supports any more is deleted. Orders, relations
 * and the existing documents are read in day order (`dayOf` an instant), side by side, so memory
 * holds one day at a time. A relation counts for the creators it names (`creatorIds`, written
 * since these documents exist) or else its product's creators now, as the figures were computed
 * before. Idempotent: running it twice writes the same documents.
 */
export async function rewriteCreatorDays(
  db: Firestore,
  {
    dayOf,
    daysOf,
    dryRun = false,
    log = () => {},
  }: { dayOf: (instant: Date) => string; daysOf: (day: { orders: DayOrder[]; enrolments: DayEnrolment[] }) => DayDocument[]; dryRun?: boolean; log?: (line: string) => void },
): Promise<{ days: number; written: number; deleted: number }> {
  const timestampDay = (value: unknown): string | null => {
    const instant = instantOf(value);
    return instant ? dayOf(instant) : null;
  };
  const orders = dayQueue(byDay(db.collection("orders"), "createdOn", timestampDay));
  const relations = dayQueue(byDay(db.collection("userProductRelations"), "createdOn", timestampDay));
  const existing = dayQueue(byDay(db.collection(CREATOR_DAYS), "day", (value) => (typeof value === "string" && DAY.test(value) ? value : null)));
  const productCreators = new Map<string, string[]>();
  const totals = { days: 0, written: 0, deleted: 0 };

  for (;;) {
    const heads = (await Promise.all([orders.peek(), relations.peek(), existing.peek()])).filter((day) => day !== null);
    if (!heads.length) break;
    const day = heads.reduce((first, next) => (next < first ? next : first));
    const [paid, enrolled, stored] = await Promise.all([orders.take(day), relations.take(day), existing.take(day)]);

    const unknown = [...new Set(enrolled.filter((relation) => !Array.isArray(relation.get("creatorIds"))).map((relation) => String(relation.get("productId") ?? "")))].filter(
      (id) => id && !productCreators.has(id),
    );
    if (unknown.length) {
      const products = await db.getAll(...unknown.map((id) => db.doc(`products/${id}`)), { fieldMask: ["creators"] });
      unknown.forEach((id, index) => productCreators.set(id, uids(products[index]?.get("creators"))));
    }
    const computed = daysOf({
      orders: paid.map((order) => ({ status: order.get("status"), items: order.get("items"), createdOn: order.get("createdOn").toDate(), vatPercent: order.get("vatPercent") })),
      enrolments: enrolled.map((relation) => {
        const productId = String(relation.get("productId") ?? "");
        const named = relation.get("creatorIds");
        return { productId, createdOn: relation.get("createdOn").toDate(), creators: Array.isArray(named) ? uids(named) : (productCreators.get(productId) ?? []) };
      }),
    });
    const keep = new Set(computed.map((entry) => creatorDayId(entry.uid, entry.day)));
    const writes = [
      ...computed.map((entry) => ({ ref: db.doc(`${CREATOR_DAYS}/${creatorDayId(entry.uid, entry.day)}`), data: entry })),
      ...stored.filter((doc) => !keep.has(doc.id)).map((doc) => ({ ref: doc.ref, data: null })),
    ];
    for (let start = 0; start < writes.length && !dryRun; start += BATCH) {
      const batch = db.batch();
      for (const { ref, data } of writes.slice(start, start + BATCH)) {
        if (data) batch.set(ref, data);
        else batch.delete(ref);
      }
      await batch.commit();
    }
    totals.days += 1;
    totals.written += computed.length;
    totals.deleted += writes.length - computed.length;
    log(`${day}: ${computed.length} creator days written, ${writes.length - computed.length} deleted${dryRun ? " (dry run)" : ""}`);
  }
  return totals;
}
