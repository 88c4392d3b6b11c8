import { collection, doc, runTransaction, serverTimestamp } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import { isDenied } from "./firestore-errors";

/** Why a withdrawal was refused: no such product (or one the user may not read), not theirs, not pending, or the rules said no. */
export type WithdrawalRefusal = { reason: "not-found" } | { reason: "not-creator" } | { reason: "not-pending"; state: unknown } | { reason: "denied" };

/** A withdrawal the data refused; lib/creator/withdrawal.ts says why in words. */
export class WithdrawalRefused extends Error {
  constructor(readonly refusal: WithdrawalRefusal) {
    super(`withdrawal refused: ${refusal.reason}`);
  }
}

/**
 * Takes a pending product back to draft, straight from the browser (SPEC §1). The rules hold the
 * invariant the server's transaction used to: only a creator, only from pending, only `state`,
 * `lastUpdated` and `lastAuditId` change, and the commit must add the audit entry that
 * `lastAuditId` names, in exactly this shape (firestore.rules `isWithdrawalEntry`; decision 0129).
 */
export async function withdrawProductToDraft(productId: string, actor: { uid: string; email: string }): Promise<void> {
  const db = getDb();
  const productRef = doc(db, "products", productId);
  const entryRef = doc(collection(db, "auditLog"));
  await runTransaction(db, async (tx) => {
    // A stranger may not read the product at all: the same answer as a missing one, as on the server.
    const snapshot = await tx.get(productRef).catch((error: unknown) => {
      throw isDenied(error) ? new WithdrawalRefused({ reason: "not-found" }) : error;
    });
    const product = snapshot.data();
    if (!product) throw new WithdrawalRefused({ reason: "not-found" });
    const creators: unknown = product.creators;
    if (!Array.isArray(creators) || !creators.includes(actor.uid)) throw new WithdrawalRefused({ reason: "not-creator" });
    if (product.state !== "pending") throw new WithdrawalRefused({ reason: "not-pending", state: product.state });
    tx.update(productRef, { state: "draft", lastUpdated: serverTimestamp(), lastAuditId: entryRef.id });
    tx.set(entryRef, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: "product.withdraw",
      target: `products/${productId}`,
      reason: "",
      details: { title: String(product.title ?? "") },
      at: serverTimestamp(),
    });
  }).catch((error: unknown) => {
    throw isDenied(error) ? new WithdrawalRefused({ reason: "denied" }) : error;
  });
}
