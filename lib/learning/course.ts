import { listProductLectures } from "@/lib/db/lectures";
import { getProductsByIds } from "@/lib/db/products";
import { getProgress } from "@/lib/db/progress";
import { hasRelation, markRelationOpened } from "@/lib/db/relations";
import type { Lecture, Product } from "@/lib/types/product";
import { emptyProgress, type Progress } from "@/lib/types/progress";

export type Course = { product: Product; lectures: Lecture[]; progress: Progress };
export type CourseLoad = { status: "ready"; course: Course } | { status: "no-access" };

/**
 * Everything the learning page needs, if the user may learn from this product: they own it or
 * were granted it, made it, or are an admin. The same people the media route serves.
 */
export async function loadCourse(session: { uid: string; isAdmin: boolean }, productId: string): Promise<CourseLoad> {
  const [[product], owned, progress] = await Promise.all([
    getProductsByIds([productId]),
    hasRelation(session.uid, productId),
    getProgress(session.uid, productId),
  ]);
  if (!product || !(owned || session.isAdmin || product.creators.includes(session.uid))) return { status: "no-access" };
  // For the library's "Recently opened"; a failed write costs only that order, not the lesson.
  if (owned) markRelationOpened(session.uid, productId).catch(() => undefined);
  const lectures = await listProductLectures(productId);
  return { status: "ready", course: { product, lectures, progress: progress ?? emptyProgress(productId) } };
}
