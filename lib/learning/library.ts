import type { Cursor, Page } from "@/lib/db/cursor";
import { getProductsByIds } from "@/lib/db/products";
import { certificateIdsOf } from "@/lib/db/certificates";
import { listProgressOf } from "@/lib/db/progress";
import { listRelationsPage, type Relation, type RelationSort, type RelationSource } from "@/lib/db/relations";
import type { Product } from "@/lib/types/product";
import type { Progress } from "@/lib/types/progress";
import { MAX_TERM_LENGTH, titleWords } from "./title-terms";

export type LibraryItem = { product: Product; source: RelationSource; progress: Progress | undefined; certificateId?: string };
export type LibraryQuery = { sort: RelationSort; search: string; after?: Cursor | null };

/** A grid of three columns fills evenly. */
export const LIBRARY_PAGE_SIZE = 24;
export const MAX_LIBRARY_SEARCH = 100;

/**
 * The query's words, the longest first: Firestore matches one (array-contains on the stored
 * title terms); the others are checked on the page it returns.
 */
export function searchWords(search: string): string[] {
  return titleWords(search.slice(0, MAX_LIBRARY_SEARCH))
    .map((word) => word.slice(0, MAX_TERM_LENGTH))
    .sort((a, b) => b.length - a.length);
}

const matchesAll = (title: string, words: string[]) => {
  const own = titleWords(title);
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
};

/**
 * One page of the signed-in user's library: what they bought, enrolled in or were granted, in
 * the chosen order, optionally only titles with words starting with each searched word. Three
 * requests per page whatever the library's size: relations, then their products and progress;
 * a fourth, for the certificates, only when the page has a course with every lecture done.
 * A page may show fewer than its size when a search has several words or a product was deleted.
 */
export async function loadLibraryPage(uid: string, { sort, search, after }: LibraryQuery): Promise<Page<LibraryItem>> {
  const [term, ...others] = searchWords(search);
  const page = await listRelationsPage(uid, { sort, term, size: LIBRARY_PAGE_SIZE, after });
  const relations = page.items.filter((relation) => matchesAll(relation.title, others));
  const ids = relations.map((relation) => relation.productId);
  const [products, progress] = ids.length ? await Promise.all([getProductsByIds(ids), listProgressOf(uid, ids)]) : [[], []];
  const productOf = new Map(products.map((product) => [product.id, product]));
  const progressOf = new Map(progress.map((entry) => [entry.productId, entry]));
  const finished = products.filter((product) => product.lectureCount > 0 && (progressOf.get(product.id)?.completed.length ?? 0) >= product.lectureCount).map((product) => product.id);
  const certificates = finished.length ? await certificateIdsOf(uid, finished) : new Map<string, string>();
  // A product deleted outright (not merely withdrawn) has nothing left to show.
  const items = relations.flatMap((relation: Relation) => {
    const product = productOf.get(relation.productId);
    return product ? [{ product, source: relation.source, progress: progressOf.get(product.id), certificateId: certificates.get(product.id) }] : [];
  });
  return { items, next: page.next };
}
