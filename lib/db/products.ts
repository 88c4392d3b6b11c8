import { collection, doc, documentId, getDoc, getDocs, limit, query, runTransaction, serverTimestamp, where } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { Product } from "@/lib/types/product";
import { isDenied } from "./firestore-errors";
import { toProduct } from "./product-shape";

/**
 * A creator is whoever is listed in some product's `creators` (they made it or were invited):
 * derived from the products themselves, never a flag a user could set on their own record.
 */
export async function isCreator(uid: string): Promise<boolean> {
  const snapshot = await getDocs(query(collection(getDb(), "products"), where("creators", "array-contains", uid), limit(1)));
  return !snapshot.empty;
}

/** Firestore's limit on the values of one `in` filter. */
const IN_QUERY_LIMIT = 30;

/** One product, or null when it does not exist or the rules do not let this user read it. */
async function readProduct(id: string): Promise<Product | null> {
  try {
    const snapshot = await getDoc(doc(getDb(), "products", id));
    return snapshot.exists() ? toProduct(snapshot.id, snapshot.data()) : null;
  } catch (error) {
    if (isDenied(error)) return null;
    throw error;
  }
}

/** Approved products among `ids` (at most 30) in one query. */
async function queryApproved(ids: string[]): Promise<Product[]> {
  // The state filter lets the rules prove every result readable. The emulator checks an `in`
  // query on ids against each named document instead and refuses the whole query when one of
  // them is unreadable; getProductsByIds then reads that chunk's ids one by one.
  const products = query(collection(getDb(), "products"), where(documentId(), "in", ids), where("state", "==", "approved"), limit(ids.length));
  const snapshot = await getDocs(products);
  return snapshot.docs.map((entry) => toProduct(entry.id, entry.data()));
}

/**
 * Products by id, in the order asked, in as few reads as possible: approved ones through `in`
 * queries of up to 30 ids, then one read per remaining id, which the rules grant to learners
 * who own the product, its creators and admins. Products this user may not read are left out.
 */
export async function getProductsByIds(ids: string[]): Promise<Product[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, Product>();
  const chunks: string[][] = [];
  // A single id costs one read either way: read it directly.
  if (unique.length > 1) {
    for (let start = 0; start < unique.length; start += IN_QUERY_LIMIT) chunks.push(unique.slice(start, start + IN_QUERY_LIMIT));
  }
  const approved = await Promise.all(
    chunks.map((chunk) =>
      queryApproved(chunk).catch((error: unknown) => {
        if (isDenied(error)) return [];
        throw error;
      }),
    ),
  );
  for (const product of approved.flat()) found.set(product.id, product);
  const others = await Promise.all(unique.filter((id) => !found.has(id)).map(readProduct));
  for (const product of others) if (product) found.set(product.id, product);
  return unique.flatMap((id) => found.get(id) ?? []);
}

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
