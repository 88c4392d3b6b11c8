import "server-only";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { toLecture, toProduct } from "@/lib/db/product-shape";
import { lecturesRef, productRef, revisionsOf } from "@/lib/db/products.server";
import type { Lecture, Product } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { NOT_FOUND } from "./errors";
import { HttpError } from "@/lib/http/error";

/** The signed-in caller as the route handler verified them. */
export type Actor = { uid: string; email: string };

/** The product, and the live product whose working copy it is ("" for a live one). */
export type ProductRecord = { product: Product; revisionOf: string };

export function toRecord(snapshot: DocumentSnapshot): ProductRecord {
  const product = toProduct(snapshot.id, snapshot.data() ?? {});
  return { product, revisionOf: product.revisionOf };
}

/** The product's reference, or the 404 of a missing product for an id that cannot be one. */
export const checkedProductRef = (productId: string) => {
  if (!isDocumentId(productId)) throw new HttpError(404, "creator/not-found", NOT_FOUND);
  return productRef(productId);
};

/**
 * Reads the product inside the transaction and refuses anyone who is not one of its creators. A
 * stranger gets the same 404 as for a missing product, so ids of unpublished drafts do not leak.
 */
export async function readAsCreator(tx: Transaction, productId: string, actor: Actor): Promise<ProductRecord> {
  const snapshot = await tx.get(checkedProductRef(productId));
  if (!snapshot.exists) throw new HttpError(404, "creator/not-found", NOT_FOUND);
  const record = toRecord(snapshot);
  if (!record.product.creators.includes(actor.uid)) throw new HttpError(403, "creator/not-creator", "Only the creators of this product can do this.");
  return record;
}

export async function readLecturesInTx(tx: Transaction, productId: string): Promise<Lecture[]> {
  const snapshot = await tx.get(lecturesRef(productId).orderBy("order"));
  return snapshot.docs.map((doc) => toLecture(doc.id, doc.data()));
}

/**
 * The working copy of a live product (lib/creator/revision.server.ts), if any. Team changes are
 * mirrored onto it, so the same people can edit and submit it and its payout check still holds.
 */
export async function workingCopyRefs(tx: Transaction, productId: string) {
  const snapshot = await tx.get(revisionsOf(productId).limit(1));
  return snapshot.docs.map((doc) => doc.ref);
}
