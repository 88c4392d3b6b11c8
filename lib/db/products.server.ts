import "server-only";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { Lecture, Product } from "@/lib/types/product";
import { toLecture, toProduct } from "./product-shape";

/** Cache tag of every catalogue read; an approval or edit calls revalidateTag(PRODUCTS_TAG). */
export const PRODUCTS_TAG = "products";
const REVALIDATE_SECONDS = 300;

/**
 * Every approved product, read with firebase-admin and cached across requests, so catalogue
 * and product pages render from memory and Firestore sees one query per revalidation.
 */
export const listApprovedProducts = unstable_cache(
  async (): Promise<Product[]> => {
    const snapshot = await adminDb().collection("products").where("state", "==", "approved").get();
    return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
  },
  ["approved-products"],
  { revalidate: REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

export async function getApprovedProduct(id: string): Promise<Product | null> {
  return (await listApprovedProducts()).find((product) => product.id === id) ?? null;
}

/** The outline of a product (titles, sections, durations): public for approved products. */
export const listLectures = unstable_cache(
  async (productId: string): Promise<Lecture[]> => {
    const snapshot = await adminDb().collection(`products/${productId}/lectures`).orderBy("order").get();
    return snapshot.docs.map((doc) => toLecture(doc.id, doc.data()));
  },
  ["product-lectures"],
  { revalidate: REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

/**
 * A product straight from Firestore, never from the cache: what checkout charges and what
 * admins approve must be the stored value of this moment.
 */
export async function readProductFresh(id: string): Promise<Product | null> {
  const snapshot = await adminDb().doc(`products/${id}`).get();
  return snapshot.exists ? toProduct(snapshot.id, snapshot.data() ?? {}) : null;
}
