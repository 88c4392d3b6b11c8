import { collection, getDocs, orderBy, query } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { Lecture } from "@/lib/types/product";
import { toLecture } from "./product-shape";

/**
 * products/{id}/lectures: the outline, in the browser. Public with an approved product; the
 * learning page also reads it for products its learner owns after they left the catalogue.
 */
export async function listProductLectures(productId: string): Promise<Lecture[]> {
  const snapshot = await getDocs(query(collection(getDb(), "products", productId, "lectures"), orderBy("order")));
  return snapshot.docs.map((entry) => toLecture(entry.id, entry.data()));
}
