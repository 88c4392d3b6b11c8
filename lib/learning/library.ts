import { getProductsByIds } from "@/lib/db/products";
import { listProgress } from "@/lib/db/progress";
import { listRelations, type Relation, type RelationSource } from "@/lib/db/relations";
import type { Product } from "@/lib/types/product";
import type { Progress } from "@/lib/types/progress";

export type LibraryItem = { product: Product; source: RelationSource; progress: Progress | undefined };

/**
 * The signed-in user's library: every product they bought, enrolled in or were granted, newest
 * first, with their progress. Three requests whatever its size (up to 50 items): relations,
 * progress, then the products in `in` queries of 30.
 */
export async function loadLibrary(uid: string): Promise<LibraryItem[]> {
  const [relations, progress] = await Promise.all([listRelations(uid), listProgress(uid)]);
  const products = new Map((await getProductsByIds(relations.map((relation) => relation.productId))).map((product) => [product.id, product]));
  const progressOf = new Map(progress.map((entry) => [entry.productId, entry]));
  // A product deleted outright (not merely withdrawn) has nothing left to show.
  return relations.flatMap((relation: Relation) => {
    const product = products.get(relation.productId);
    return product ? [{ product, source: relation.source, progress: progressOf.get(product.id) }] : [];
  });
}
