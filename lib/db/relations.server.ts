import "server-only";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import { toIso } from "./product-shape";
import type { RelationDoc, RelationSource } from "@/lib/types/relation";
import { RELATIONS, relationId } from "./relation-id";
import { readAll } from "./page.server";
import { storedAs } from "./stored.server";

const relations = () => adminDb().collection(RELATIONS).withConverter(storedAs<RelationDoc>());

/** userProductRelations/{uid}_{productId}: whether `uid` has `productId`, and how. */
export const relationRef = (uid: string, productId: string) => relations().doc(relationId(uid, productId));

/** Every relation of one user (what they own), for paging with lib/db/page.server.ts. */
export const relationsOfUser = (uid: string) => relations().where("uid", "==", uid);
/** All of them at once (their data export). */
export const allRelationsOf = (uid: string) => readAll(relationsOfUser(uid));

type NewRelation = {
  uid: string;
  productId: string;
  /** The product's title then, with its sort key and search terms (lib/learning/title-terms.ts relationListing). */
  listing: Pick<RelationDoc, "title" | "titleSort" | "titleTerms">;
  source: RelationSource;
  orderId: string | null;
  /** The product's creators now: whose enrolment figures count it (lib/db/creator-days.server.ts). */
  creatorIds: string[];
  /** When it is created; the same instant decides the Vienna day its enrolment counts on. */
  at: Date;
};

/**
 * A new userProductRelations document: who has what and how, plus what the library lists, sorts
 * and searches by (title, sort key, search terms, and `lastOpened`, which starts at the moment
 * of purchase so never-opened courses still take part in "Recently opened"). Same fields as the
 * seed writes (scripts/seed.ts), and `creatorIds`, so that taking the enrolment back (a refund,
 * a revoked grant) takes it from the same creators' figures even if the team changed meanwhile.
 * `createdOn` is the caller's instant, not the server's timestamp, so the enrolment's day in
 * creatorDays and the relation's own date can never fall on either side of midnight.
 */
export function newRelation({ uid, productId, listing, source, orderId, creatorIds, at }: NewRelation, extra: Pick<RelationDoc, "grantedBy" | "reason" | "consent"> = {}): RelationDoc {
  return {
    uid,
    productId,
    source,
    orderId,
    creatorIds,
    ...extra,
    ...listing,
    createdOn: Timestamp.fromDate(at),
    lastOpened: Timestamp.fromDate(at),
  };
}

/**
 * The enrolment an existing relation counts as, to take it back (a refund, a revoked grant): on
 * the day it was created, for the creators it names, or (a relation from before `creatorIds`)
 * its product's creators now, as the backfill counted it.
 */
export function enrolmentOf(relation: DocumentSnapshot, product: DocumentSnapshot | undefined): { productId: string; createdOn: string; creators: string[] } {
  const named: unknown = relation.get("creatorIds");
  const creators: unknown = Array.isArray(named) ? named : product?.get("creators");
  return {
    productId: String(relation.get("productId") ?? ""),
    createdOn: toIso(relation.get("createdOn")),
    creators: Array.isArray(creators) ? creators.filter((uid): uid is string => typeof uid === "string" && uid.length > 0) : [],
  };
}
