import { listProductLectures } from "@/lib/db/lectures";
import { getProductsByIds } from "@/lib/db/products";
import { getProgress } from "@/lib/db/progress";
import { hasRelation, markRelationOpened } from "@/lib/db/relations";
import type { Lecture, Product } from "@/lib/types/product";
import { emptyProgress, type Progress } from "@/lib/types/progress";

export type Course = { product: Product; lectures: Lecture[]; progress: Progress };
export type CourseLoad = { status: "ready"; course: Course } | { status: "no-access" };

const isPermissionDenied = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "permission-denied";

/** The rules deny reading a relation that does not exist (they check its uid), which means "not owned". */
async function owns(uid: string, productId: string): Promise<boolean> {
  return hasRelation(uid, productId).catch((error: unknown) => {
    if (isPermissionDenied(error)) return false;
    throw error;
  });
}

/**
 * Everything the learning page needs, if the user may learn from this product: they own it or
 * were granted it, made it, or are an admin. The same people the media route serves.
 */
export async function loadCourse(session: { uid: string; isAdmin: boolean }, productId: string): Promise<CourseLoad> {
  const [[product], owned, progress] = await Promise.all([
    getProductsByIds([productId]),
    owns(session.uid, productId),
    getProgress(session.uid, productId),
  ]);
  if (!product || !(owned || session.isAdmin || product.creators.includes(session.uid))) return { status: "no-access" };
  // For the library's "Recently opened"; a failed write costs only that order, not the lesson.
  if (owned) markRelationOpened(session.uid, productId).catch(() => undefined);
  const lectures = await listProductLectures(productId);
  return { status: "ready", course: { product, lectures, progress: progress ?? emptyProgress(productId) } };
}
