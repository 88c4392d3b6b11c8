import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  writeBatch,
  type WriteBatch,
} from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { Product } from "@/lib/types/product";
import { generateId } from "@/lib/utils/ids";
import { emptyFields, fieldsOf, type CourseDraft, type CourseFields, type DraftChanges, type LectureMedia } from "@/lib/creator/builder-model";
import { toLecture, toProduct } from "./product-shape";

/** Firestore's limit on the writes of one batch. */
const BATCH_LIMIT = 500;

/**
 * A new course: the caller's own draft, with the server-owned fields at the defaults the rules
 * demand (firestore.rules `isNewDraft`). Returns its id.
 */
export async function createDraft(uid: string, fields: Pick<CourseFields, "title" | "type" | "author">): Promise<string> {
  const id = generateId("prod");
  const batch = writeBatch(getDb());
  batch.set(doc(getDb(), "products", id), {
    ...emptyFields(fields.author),
    ...fields,
    creators: [uid],
    payout: [100],
    invitations: [],
    invitationShares: [],
    state: "draft",
    rejectionReason: "",
    rating: { stars: 0, count: 0, total: 0 },
    participants: 0,
    length: 0,
    sectionCount: 0,
    lectureCount: 0,
    priceId: "",
    createdOn: serverTimestamp(),
    lastUpdated: serverTimestamp(),
  });
  await batch.commit();
  return id;
}

export type LoadedDraft = { product: Product; draft: CourseDraft };

function toMedia(data: Record<string, unknown> | undefined): LectureMedia | null {
  if (!data || data.source !== "storage" || typeof data.path !== "string") return null;
  return {
    kind: data.kind === "document" ? "document" : "video",
    path: data.path,
    fileName: typeof data.fileName === "string" ? data.fileName : data.path.split("/").pop() ?? "",
    size: typeof data.size === "number" ? data.size : 0,
    contentType: typeof data.contentType === "string" ? data.contentType : "",
  };
}

/** A product with its lectures and their media pointers, as the builder edits it; null if unreadable. */
export async function loadDraft(productId: string): Promise<LoadedDraft | null> {
  const db = getDb();
  const snapshot = await getDoc(doc(db, "products", productId));
  if (!snapshot.exists()) return null;
  const product = toProduct(snapshot.id, snapshot.data());
  const lectureDocs = await getDocs(query(collection(db, "products", productId, "lectures"), orderBy("order")));
  // One read per lecture: the pointers are private documents no query can reach (rules), and
  // only the builder, for one course, needs them all.
  const media = await Promise.all(
    lectureDocs.docs.map(async (entry) => {
      const content = await getDoc(doc(db, "products", productId, "lectures", entry.id, "private", "content"));
      return content.exists() ? toMedia(content.data()) : null;
    }),
  );
  const lectures = lectureDocs.docs.map((entry, index) => {
    const { id, sectionId, title, duration, type, preview } = toLecture(entry.id, entry.data());
    return { id, sectionId, title, duration, type, preview, media: media[index] ?? null };
  });
  return { product, draft: { fields: fieldsOf(product), lectures } };
}

/** Deletes lectures with their media pointers, so no pointer outlives its lecture. */
function deleteLectures(batch: WriteBatch, productId: string, lectureIds: string[]) {
  const db = getDb();
  for (const id of lectureIds) {
    batch.delete(doc(db, "products", productId, "lectures", id, "private", "content"));
    batch.delete(doc(db, "products", productId, "lectures", id));
  }
}

/**
 * Writes one autosave: the changed fields (with the server's time) and the changed or removed
 * lectures, all or nothing, so a failed save leaves the stored course as it was.
 */
export async function saveDraftChanges(productId: string, changes: DraftChanges): Promise<void> {
  const db = getDb();
  const writes = 1 + changes.lectures.length + changes.deletedLectureIds.length * 2;
  if (writes > BATCH_LIMIT) throw new Error("Too many changes at once: save fewer lectures at a time.");
  const batch = writeBatch(db);
  deleteLectures(batch, productId, changes.deletedLectureIds);
  for (const { id, data } of changes.lectures) batch.set(doc(db, "products", productId, "lectures", id), data);
  batch.update(doc(db, "products", productId), { ...changes.fields, lastUpdated: serverTimestamp() });
  await batch.commit();
}

/** Points a lecture at its uploaded file (firestore.rules: only under that lecture's folder). */
export async function setLectureMedia(productId: string, lectureId: string, lecture: DraftChanges["lectures"][number]["data"], media: LectureMedia): Promise<void> {
  const db = getDb();
  const batch = writeBatch(db);
  // The lecture is written with its pointer, so a pointer never exists without its lecture.
  batch.set(doc(db, "products", productId, "lectures", lectureId), lecture);
  batch.set(doc(db, "products", productId, "lectures", lectureId, "private", "content"), { ...media, source: "storage" });
  batch.update(doc(db, "products", productId), { lastUpdated: serverTimestamp() });
  await batch.commit();
}

/** Deletes a draft nobody bought, lectures first (the rules allow it only for drafts). */
export async function deleteDraft(productId: string, lectureIds: string[]): Promise<void> {
  const db = getDb();
  const batch = writeBatch(db);
  deleteLectures(batch, productId, lectureIds);
  batch.delete(doc(db, "products", productId));
  await batch.commit();
}
