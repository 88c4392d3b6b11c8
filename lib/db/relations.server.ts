import "server-only";
import { FieldValue } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import { relationListing } from "@/lib/learning/title-terms.mjs";
import type { RelationSource } from "./relations";

/** Every relation of one user (what they own), for paging with lib/db/page.server.ts. */
export const relationsOfUser = (uid: string) => adminDb().collection("userProductRelations").where("uid", "==", uid);

type NewRelation = { uid: string; productId: string; title: string; source: RelationSource; orderId: string | null };

/**
 * A new userProductRelations document: who has what and how, plus what the library lists, sorts
 * and searches by (title, sort key, search terms, and `lastOpened`, which starts at the moment
 * of purchase so never-opened courses still take part in "Recently opened"). Same fields as the
 * seed writes (scripts/seed.mjs).
 */
export function newRelation({ uid, productId, title, source, orderId }: NewRelation, extra: Record<string, unknown> = {}) {
  return {
    uid,
    productId,
    source,
    orderId,
    ...extra,
    ...relationListing(title),
    createdOn: FieldValue.serverTimestamp(),
    lastOpened: FieldValue.serverTimestamp(),
  };
}
