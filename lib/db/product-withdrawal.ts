import { collection, doc, runTransaction, serverTimestamp } from "firebase/firestore/lite";
import { NOT_FOUND } from "@/lib/creator/errors";
import { STATE_WORDS } from "@/lib/creator/state-words";
import { getClientAuth, getDb } from "@/lib/firebase/client";
import { HttpError } from "@/lib/http/error";
import { isDocumentId } from "@/lib/utils/ids";
import { isDenied } from "./firestore-errors";

/**
 * A creator takes a pending product back to draft, straight from the browser (SPEC §1). The rules
 * hold the invariant the server's transaction used to: only a creator, only from pending, only
 * `state`, `lastUpdated` and `lastAuditId` change, and the commit must add the audit entry that
 * `lastAuditId` names, in exactly this shape (firestore.rules `isWithdrawalEntry`; decision 0129).
 */
export async function withdrawFromReview(productId: string): Promise<{ state: "draft" }> {
  const user = getClientAuth().currentUser;
  if (!user) throw new HttpError(403, "creator/signed-out", "Please sign in again.");
  if (!isDocumentId(productId)) throw new HttpError(404, "creator/not-found", NOT_FOUND);
  const db = getDb();
  const productRef = doc(db, "products", productId);
  const entryRef = doc(collection(db, "auditLog"));
  await runTransaction(db, async (tx) => {
    // A stranger may not read the product at all: the same 404 as a missing one, as on the server.
    const snapshot = await tx.get(productRef).catch((error: unknown) => {
      throw isDenied(error) ? new HttpError(404, "creator/not-found", NOT_FOUND) : error;
    });
    const product = snapshot.data();
    if (!product) throw new HttpError(404, "creator/not-found", NOT_FOUND);
    const creators: unknown = product.creators;
    if (!Array.isArray(creators) || !creators.includes(user.uid)) {
      throw new HttpError(403, "creator/not-creator", "Only the creators of this product can do this.");
    }
    if (product.state !== "pending") {
      const words = STATE_WORDS[product.state as keyof typeof STATE_WORDS] ?? "is not waiting for approval";
      throw new HttpError(409, "creator/not-pending", `Only a product waiting for approval can be withdrawn; this one ${words}.`);
    }
    tx.update(productRef, { state: "draft", lastUpdated: serverTimestamp(), lastAuditId: entryRef.id });
    tx.set(entryRef, {
      actorUid: user.uid,
      actorEmail: user.email ?? "",
      action: "product.withdraw",
      target: `products/${productId}`,
      reason: "",
      details: { title: String(product.title ?? "") },
      at: serverTimestamp(),
    });
  }).catch((error: unknown) => {
    throw isDenied(error) ? new HttpError(403, "creator/not-allowed", "This product could not be withdrawn. Please reload the page and try again.") : error;
  });
  return { state: "draft" };
}
