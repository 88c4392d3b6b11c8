import { doc, getDoc } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import { toIso } from "./product-shape";
import { queryDocs } from "./query";

/** SPEC §3: userProductRelations/{uid}_{productId}. Written only by the server. */
export const relationId = (uid: string, productId: string) => `${uid}_${productId}`;

export type RelationSource = "purchase" | "free" | "grant";
export type Relation = { uid: string; productId: string; source: RelationSource; orderId: string | null; createdOn: string };

function toRelation(data: Record<string, unknown>): Relation {
  const source = data.source === "free" || data.source === "grant" ? data.source : "purchase";
  return {
    uid: String(data.uid ?? ""),
    productId: String(data.productId ?? ""),
    source,
    orderId: typeof data.orderId === "string" ? data.orderId : null,
    createdOn: toIso(data.createdOn),
  };
}

/** One read: does this user own (or have been granted) this product? */
export async function hasRelation(uid: string, productId: string): Promise<boolean> {
  return (await getDoc(doc(getDb(), "userProductRelations", relationId(uid, productId)))).exists();
}

/** The user's own relations, newest first (the rules require the uid filter and a limit). */
export async function listRelations(uid: string, max = 50): Promise<Relation[]> {
  const docs = await queryDocs("userProductRelations", [["uid", "==", uid]], { max });
  return docs.map(toRelation).sort((a, b) => b.createdOn.localeCompare(a.createdOn));
}
