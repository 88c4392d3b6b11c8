import "server-only";
import type { DocumentData } from "firebase-admin/firestore";
import { productRef, productsWithTitleTerm } from "@/lib/db/products.server";
import { titleListing } from "@/lib/learning/title-terms";
import type { ProductOption } from "@/lib/types/access";
import { isDocumentId } from "@/lib/utils/ids";

/**
 * What the admin's product picker finds a product by: its title's sort key and word prefixes
 * (lib/learning/title-terms.ts). The server writes them whenever a product is submitted, approved
 * or rejected, or takes its approved revision's title. A working copy gets none: access is granted
 * to its live product, which outlives the copy (docs/decisions/0004-admin-product-picker.md).
 */
export function titleSearchFields(product: { title: string; revisionOf?: string }): { titleSort: string; titleTerms: string[] } {
  return product.revisionOf ? { titleSort: "", titleTerms: [] } : titleListing(product.title);
}

// With more than one search word the others are checked on the documents read, so a search reads
// a few more than it shows; either way its cost has this ceiling, whatever the catalogue's size.
const TITLE_SCAN = 30;

const toOption = (id: string, data: DocumentData): ProductOption => ({ id, title: String(data.title ?? id), state: String(data.state ?? "") });

/**
 * Products in any state with a title word starting with each of `words` (normalised search words),
 * by title, at most `limit`: one `array-contains` of the longest word on `titleTerms`, ordered by
 * `titleSort` (lib/db/product-queries.ts titleSearchShape), reading `limit + 1` documents, or
 * TITLE_SCAN with several words. `more` says that more may match than were shown.
 */
export async function searchProductTitles(words: string[], limit: number): Promise<{ products: ProductOption[]; more: boolean }> {
  const [longest, ...others] = [...new Set(words)].sort((a, b) => b.length - a.length);
  if (!longest) return { products: [], more: false };
  const scan = others.length ? Math.max(TITLE_SCAN, limit + 1) : limit + 1;
  const snapshot = await productsWithTitleTerm(longest).limit(scan).get();
  const matches = snapshot.docs.filter((doc) => {
    const terms: unknown = doc.get("titleTerms");
    return Array.isArray(terms) && others.every((word) => terms.includes(word));
  });
  return {
    products: matches.slice(0, limit).map((doc) => toOption(doc.id, doc.data())),
    more: matches.length > limit || (others.length > 0 && snapshot.size === scan),
  };
}

/** One product in any state as the picker shows it, by its id (one read); null when there is none. */
export async function readProductOption(id: string): Promise<ProductOption | null> {
  if (!isDocumentId(id)) return null;
  const snapshot = await productRef(id).get();
  return snapshot.exists ? toOption(snapshot.id, snapshot.data() ?? {}) : null;
}
