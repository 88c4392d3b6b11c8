import { collection, documentId, getDocs, limit, query, where } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";

/** Firestore's limit on the values of one `in` filter. */
const IN_QUERY_LIMIT = 30;

/**
 * users/{uid}/certificates/{productId}, in the browser: which of these products (one library
 * page) the learner holds a certificate for, as productId → certificateId. One `in` query per
 * 30 ids, like the page's progress, so its cost follows the page. Only the server writes them.
 */
export async function certificateIdsOf(uid: string, productIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds)];
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_QUERY_LIMIT) }, (_, index) => ids.slice(index * IN_QUERY_LIMIT, (index + 1) * IN_QUERY_LIMIT));
  const snapshots = await Promise.all(
    chunks.map((chunk) => getDocs(query(collection(getDb(), "users", uid, "certificates"), where(documentId(), "in", chunk), limit(chunk.length)))),
  );
  return new Map(
    snapshots.flatMap((snapshot) => snapshot.docs.flatMap((entry) => (typeof entry.get("certificateId") === "string" ? [[entry.id, entry.get("certificateId") as string] as const] : []))),
  );
}
