import "server-only";
import { FieldPath } from "firebase-admin/firestore";
import { unstable_cache } from "next/cache";
import { toProduct } from "@/lib/db/product-shape";
import { approvedProducts, productRef, PRODUCTS_TAG } from "@/lib/db/products.server";

export type SitemapEntry = { id: string; lastUpdated: string };
const SITEMAP_BATCH = 1000;

/**
 * The ids and change dates of the approved products with ids in [fromId, toId) (a part of
 * lib/catalogue/sitemap-parts.ts), in id order, read a batch at a time with only the one field a
 * sitemap needs.
 */
async function readSitemapEntries(fromId: string | null, toId: string | null): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let query = approvedProducts().orderBy(FieldPath.documentId()).select("lastUpdated");
  if (fromId) query = query.where(FieldPath.documentId(), ">=", productRef(fromId));
  if (toId) query = query.where(FieldPath.documentId(), "<", productRef(toId));
  let after: string | null = null;
  for (;;) {
    const snapshot = await (after ? query.startAfter(productRef(after)) : query).limit(SITEMAP_BATCH).get();
    for (const doc of snapshot.docs) entries.push({ id: doc.id, lastUpdated: toProduct(doc.id, doc.data()).lastUpdated });
    if (snapshot.size < SITEMAP_BATCH) return entries;
    after = snapshot.docs.at(-1)!.id;
  }
}

/** A sitemap part's entries, cached: search engines fetch every part, often. */
export const listSitemapEntries = unstable_cache(readSitemapEntries, ["sitemap-entries"], { revalidate: 3600, tags: [PRODUCTS_TAG] });
