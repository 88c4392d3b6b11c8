import "server-only";
import { absoluteUrl, siteUrl } from "@/config/site";
import { certificatePointerRef, createCertificate, newCertificateRef } from "@/lib/db/certificates.server";
import { isAlreadyExists } from "@/lib/db/firestore-errors";
import { toProduct } from "@/lib/db/product-shape";
import { lecturesRef, productRef } from "@/lib/db/products.server";
import { readCompletedLectureIds } from "@/lib/db/progress.server";
import { relationRef } from "@/lib/db/relations.server";
import { universityCourseRef, universityRef } from "@/lib/db/universities.server";
import { userRef } from "@/lib/db/users.server";
import { adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import type { Product } from "@/lib/types/product";
import { isDocumentId } from "@/lib/utils/ids";
import { issueCredential } from "./credential-port.server";
import { defaultLearnerName } from "./learner-name";

/** The rules keep at most 500 completed lecture ids; a course with more could never be completed. */
const MAX_LECTURES = 500;

export type Completion = { status: "complete"; certificateId: string } | { status: "incomplete"; completed: number; total: number };

const NOT_OWNED = new HttpError(404, "certificate/not-owned", "This course is not in your library.");

/** The university's and the university course's names, '' for a link that is not set or no longer exists. */
async function placeNames(product: Product): Promise<{ universityName: string; universityCourseName: string }> {
  if (!isDocumentId(product.university)) return { universityName: "", universityCourseName: "" };
  const [university, course] = await Promise.all([
    universityRef(product.university).get(),
    isDocumentId(product.uniCourse) ? universityCourseRef(product.university, product.uniCourse).get() : null,
  ]);
  const courseName = course?.exists ? [String(course.get("code") ?? ""), String(course.get("name") ?? "")].filter(Boolean).join(" ") : "";
  return { universityName: university.exists ? String(university.get("name") ?? "") : "", universityCourseName: courseName };
}

/**
 * Completes `productId` for `uid` from the server's own reading of their progress: every lecture
 * of the product must be among the progress record's completed ids, and `uid` must own the
 * product. Issues the certificate exactly once per (uid, productId): its pointer document has a
 * fixed id and is created in the certificate's transaction, so a replay finds it and, of two
 * calls at once, the second's create fails and it answers the first's certificate.
 */
export async function completeCourse(uid: string, productId: string): Promise<Completion> {
  if (!isDocumentId(productId)) throw NOT_OWNED;
  const pointer = certificatePointerRef(uid, productId);
  const [relation, existing, productSnapshot, lectures, done, user] = await Promise.all([
    relationRef(uid, productId).get(),
    pointer.get(),
    productRef(productId).get(),
    lecturesRef(productId).select().limit(MAX_LECTURES + 1).get(),
    readCompletedLectureIds(uid, productId),
    userRef(uid).get(),
  ]);
  if (!relation.exists || !productSnapshot.exists) throw NOT_OWNED;
  const found = existing.data()?.certificateId;
  if (found) return { status: "complete", certificateId: found };

  const finished = lectures.docs.filter((lecture) => done.has(lecture.id)).length;
  if (!lectures.size || lectures.size > MAX_LECTURES || finished < lectures.size) return { status: "incomplete", completed: finished, total: lectures.size };

  const product = toProduct(productSnapshot.id, productSnapshot.data() ?? {});
  const ref = newCertificateRef();
  const completedAt = new Date();
  const learnerName = defaultLearnerName(String(user.get("firstName") ?? ""), String(user.get("lastName") ?? ""), String(user.get("email") ?? ""));
  const stated = { learnerName, productTitle: product.title, ...(await placeNames(product)), ects: product.ects, learningOutcomes: product.learningOutcomes };
  const credential = await issueCredential({ certificateId: ref.id, ...stated, productUrl: absoluteUrl(`/products/${productId}`), completedAt, origin: siteUrl });
  try {
    const certificateId = await adminDb().runTransaction(async (tx) => {
      const current = (await tx.get(pointer)).data()?.certificateId;
      if (current) return current;
      createCertificate(tx, ref.id, { uid, productId, ...stated, credential, completedAt });
      return ref.id;
    });
    return { status: "complete", certificateId };
  } catch (error) {
    // The emulator does not lock a missing document: the other call created the pointer first.
    if (!isAlreadyExists(error)) throw error;
    const winner = (await pointer.get()).data()?.certificateId;
    if (!winner) throw error;
    return { status: "complete", certificateId: winner };
  }
}
