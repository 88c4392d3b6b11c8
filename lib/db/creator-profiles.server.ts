import "server-only";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { Product } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { CREATOR_PROFILES, toCreatorProfile, type CreatorProfile } from "./creator-profile-shape";
import { creatorCoursesShape } from "./product-queries";
import { productsCollection } from "./products.server";
import { toProduct } from "./product-shape";

/** How many other courses the instructor block lists. */
export const OTHER_COURSES_SHOWN = 4;
const REVALIDATE_SECONDS = 300;
export const creatorTag = (uid: string) => `creator:${uid}`;

/** Profiles of `uids` that exist, in one batch read. */
export async function readCreatorProfiles(uids: string[]): Promise<CreatorProfile[]> {
  const valid = uids.filter((uid) => isDocumentId(uid));
  if (!valid.length) return [];
  const db = adminDb();
  const snapshots = await db.getAll(...valid.map((uid) => db.collection(CREATOR_PROFILES).doc(uid)));
  return snapshots.filter((doc) => doc.exists).map((doc) => toCreatorProfile(doc.id, doc.data() ?? {}));
}

/**
 * Up to four approved courses of `uid` other than `productId`, best rated first: one query of at
 * most five documents (the fifth stands in for the excluded product), served by the index of
 * `creatorCoursesShape`.
 */
export async function readOtherCourses(uid: string, productId: string): Promise<Pick<Product, "id" | "title" | "subtitle">[]> {
  let query = productsCollection().where("state", "==", "approved").where(creatorCoursesShape.arrayContains, "array-contains", uid);
  for (const { field, direction } of creatorCoursesShape.orderBy) query = query.orderBy(field, direction);
  const snapshot = await query.limit(OTHER_COURSES_SHOWN + 1).get();
  return snapshot.docs
    .filter((doc) => doc.id !== productId)
    .slice(0, OTHER_COURSES_SHOWN)
    .map((doc) => {
      const { id, title, subtitle } = toProduct(doc.id, doc.data());
      return { id, title, subtitle };
    });
}

export type Instructor = { uid: string; profile: CreatorProfile | null; otherCourses: Pick<Product, "id" | "title" | "subtitle">[] };

/**
 * The instructors of a product page. Cached like the page (5 minutes), tagged per creator: a
 * profile is written from the browser, which cannot expire a tag, so an edit shows within the
 * cache period (docs/decisions/0177-public-creator-profiles.md).
 */
export function listInstructors(productId: string, creators: string[]): Promise<Instructor[]> {
  const uids = creators.filter((uid) => isDocumentId(uid)).slice(0, 4);
  return unstable_cache(
    async () => {
      const [profiles, courses] = await Promise.all([readCreatorProfiles(uids), Promise.all(uids.map((uid) => readOtherCourses(uid, productId)))]);
      return uids.map((uid, at) => ({ uid, profile: profiles.find((profile) => profile.uid === uid) ?? null, otherCourses: courses[at] ?? [] }));
    },
    ["instructors", productId, ...uids],
    { revalidate: REVALIDATE_SECONDS, tags: uids.map(creatorTag) },
  )();
}
