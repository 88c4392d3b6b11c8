import { doc, getDoc, serverTimestamp, updateDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { Cursor, Page } from "./cursor";
import { queryPage } from "./page";
import { toIso } from "./product-shape";
import type { Filter } from "./query";
import type { RelationSource } from "@/lib/types/relation";
import { RELATIONS, relationId } from "./relation-id";

export { RELATIONS, relationId };

export type { RelationSource };
export type Relation = { uid: string; productId: string; source: RelationSource; orderId: string | null; createdOn: string; title: string; lastOpened: string };

/** The library's orders: when last opened (or acquired), title, when bought. */
export const RELATION_SORTS = ["recent", "title", "purchased"] as const;
export type RelationSort = (typeof RELATION_SORTS)[number];

// Each pairs with an index in firestore.indexes.json (uid ==, [titleTerms array-contains], field).
const sortOrder: Record<RelationSort, readonly [string, "asc" | "desc"]> = {
  recent: ["lastOpened", "desc"],
  title: ["titleSort", "asc"],
  purchased: ["createdOn", "desc"],
};

function toRelation(data: Record<string, unknown>): Relation {
  const source = data.source === "free" || data.source === "grant" ? data.source : "purchase";
  return {
    uid: String(data.uid ?? ""),
    productId: String(data.productId ?? ""),
    source,
    orderId: typeof data.orderId === "string" ? data.orderId : null,
    createdOn: toIso(data.createdOn),
    title: typeof data.title === "string" ? data.title : "",
    lastOpened: toIso(data.lastOpened ?? data.createdOn),
  };
}

/**
 * One read: does this user own (or have been granted) this product? A refused read means no: the
 * rules check the stored uid, so a relation that does not exist may be refused rather than missing.
 */
export async function hasRelation(uid: string, productId: string): Promise<boolean> {
  return (await getDoc(doc(getDb(), RELATIONS, relationId(uid, productId)))).exists();
}

/**
 * Which of these products the user owns or was granted: each relation read by id (a cart holds
 * at most 50), however many products the user has. Reads, not an `in` query: the rules let the
 * owner get a missing relation of theirs as "not found", while an `in` query naming one is refused.
 */
export async function ownedProductIds(uid: string, productIds: string[]): Promise<string[]> {
  const ids = [...new Set(productIds)];
  const owned = await Promise.all(ids.map((productId) => hasRelation(uid, productId)));
  return ids.filter((_, index) => owned[index]);
}

export type RelationPageQuery = { sort: RelationSort; term?: string; size?: number; after?: Cursor | null };

/**
 * One page of the user's relations in the chosen order, optionally only those with a title word
 * starting with `term` (a normalised search term, see lib/learning/title-terms.ts). The rules
 * require the uid filter and a limit of at most 50.
 */
export async function listRelationsPage(uid: string, { sort, term, size, after }: RelationPageQuery): Promise<Page<Relation>> {
  const filters: Filter[] = [["uid", "==", uid]];
  if (term) filters.push(["titleTerms", "array-contains", term]);
  const page = await queryPage(RELATIONS, { filters, order: sortOrder[sort], size, after });
  return { items: page.items.map(toRelation), next: page.next };
}

/**
 * Records that the owner opened this product (the library's "Recently opened"). The rules let
 * the owner change this one field, to the server's time, and nothing else.
 */
export async function markRelationOpened(uid: string, productId: string): Promise<void> {
  await updateDoc(doc(getDb(), RELATIONS, relationId(uid, productId)), { lastOpened: serverTimestamp() });
}
