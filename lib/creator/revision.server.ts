import "server-only";
import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import { recordAudit } from "@/lib/db/audit.server";
import { lectureContentRef, lectureRef, lecturesRef, productRef, revisionsOf } from "@/lib/db/products.server";
import { titleSearchFields } from "@/lib/admin/product-picker.server";
import { catalogueFields } from "@/lib/catalogue/facets.server";
import { adminDb } from "@/lib/firebase/server";
import { generateId } from "@/lib/utils/ids";
import type { LectureContentDoc, LectureDoc } from "@/lib/types/product";
import { NOT_FOUND } from "./errors";
import { readAsCreator, type Actor } from "./product-access.server";
import { HttpError } from "@/lib/http/error";

/**
 * What buyers see of a product, which a revision replaces on the live product when approved.
 * Everything else (id, state, rating, participants, createdOn, priceId, creators, payout,
 * invitations) stays the live product's own; the team changes there directly (team route).
 */
export const BUYER_VISIBLE_FIELDS = [
  "title", "type", "subtitle", "description", "descriptionSEO", "author", "faq", "price", "free", "difficulty",
  "university", "uniDegree", "uniCourse", "uniSection", "resources", "sections", "readyToPublish", "previewImg",
  "previewImgSmall", "previewVideo", "workloadHours", "ects", "learningOutcomes", "sdgs", "language",
  "eqfLevel", "assessment", "prerequisites", "length", "sectionCount", "lectureCount", "captioned",
] as const;

type LectureCopy = { id: string; data: LectureDoc; content: LectureContentDoc | undefined };

async function readLecturesWithContent(tx: Transaction, productId: string): Promise<LectureCopy[]> {
  const lectures = await tx.get(lecturesRef(productId));
  const contents = lectures.empty ? [] : await tx.getAll(...lectures.docs.map((doc) => lectureContentRef(productId, doc.id)));
  return lectures.docs.map((doc, index) => ({ id: doc.id, data: doc.data(), content: contents[index]?.data() }));
}

/**
 * The working copy of an approved product: a draft with `revisionOf`, which its creators edit in the
 * normal builder and submit, while the live product keeps selling unchanged. One per product: an
 * existing copy (in any state) is returned instead of a second one.
 */
export async function createRevision(productId: string, actor: Actor): Promise<{ id: string; created: boolean }> {
  return adminDb().runTransaction(async (tx) => {
    const { product } = await readAsCreator(tx, productId, actor);
    if (product.state !== "approved") throw new HttpError(409, "creator/not-approved", "Only an approved product needs a working copy; edit this one directly.");
    const existing = await tx.get(revisionsOf(productId).limit(1));
    if (!existing.empty) return { id: existing.docs[0]!.id, created: false };
    const [live, lectures] = await Promise.all([tx.get(productRef(productId)), readLecturesWithContent(tx, productId)]);
    const liveData = live.data();
    if (!liveData) throw new HttpError(404, "creator/not-found", NOT_FOUND);
    const id = generateId("prod");
    tx.set(productRef(id), {
      ...liveData,
      state: "draft",
      rejectionReason: "",
      revisionOf: productId,
      facets: [],
      ...titleSearchFields({ title: product.title, revisionOf: productId }),
      rating: { stars: 0, count: 0, total: 0 },
      participants: 0,
      createdOn: FieldValue.serverTimestamp(),
      lastUpdated: FieldValue.serverTimestamp(),
    });
    for (const lecture of lectures) {
      tx.set(lectureRef(id, lecture.id), lecture.data);
      if (lecture.content) tx.set(lectureContentRef(id, lecture.id), lecture.content);
    }
    recordAudit(tx, { actorUid: actor.uid, actorEmail: actor.email, action: "product.revision.created", target: productRef(id).path, reason: "", details: { revisionOf: productId } });
    return { id, created: true };
  });
}

/**
 * Inside the admin's approve transaction: copies the revision's buyer-visible fields, lectures and
 * their media pointers onto the live product, removes lectures the revision dropped, and deletes the
 * working copy. All reads happen before the first write, as Firestore transactions require.
 * Returns false (and writes nothing) when the live product no longer exists.
 */
export async function applyRevision(tx: Transaction, copyId: string, copyData: DocumentData, liveId: string): Promise<boolean> {
  const liveRef = productRef(liveId);
  const [live, copyLectures, liveLectures] = await Promise.all([tx.get(liveRef), readLecturesWithContent(tx, copyId), readLecturesWithContent(tx, liveId)]);
  if (!live.exists) return false;
  const update: DocumentData = { lastUpdated: FieldValue.serverTimestamp() };
  for (const field of BUYER_VISIBLE_FIELDS) if (field in copyData) update[field] = copyData[field];
  // A provider price id fixes the amount charged (lib/payments/stripe.ts): after a price change it
  // would charge the old price, so it is dropped and checkout sends the stored price instead.
  if ("price" in copyData && copyData.price !== live.get("price")) update.priceId = "";
  Object.assign(update, await catalogueFields({ ...live.data(), ...update }), titleSearchFields({ title: String(update.title ?? live.get("title") ?? "") }));
  tx.update(liveRef, update);
  const kept = new Set(copyLectures.map((lecture) => lecture.id));
  for (const lecture of liveLectures.filter((entry) => !kept.has(entry.id))) {
    tx.delete(lectureContentRef(liveId, lecture.id));
    tx.delete(lectureRef(liveId, lecture.id));
  }
  for (const lecture of copyLectures) {
    tx.set(lectureRef(liveId, lecture.id), lecture.data);
    const liveContent = lectureContentRef(liveId, lecture.id);
    if (lecture.content) tx.set(liveContent, lecture.content);
    else tx.delete(liveContent);
    tx.delete(lectureContentRef(copyId, lecture.id));
    tx.delete(lectureRef(copyId, lecture.id));
  }
  tx.delete(productRef(copyId));
  return true;
}
