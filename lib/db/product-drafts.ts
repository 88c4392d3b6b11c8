import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { Product } from "@/lib/types/product";
import { generateId } from "@/lib/utils/ids";
import { DraftSaveError, emptyFields, fieldsOf, newDraftDefaults, type CourseDraft, type CourseFields, type DraftChanges, type LectureMedia } from "@/lib/types/course-draft";
import { isDenied, isUnreachable } from "./firestore-errors";
import { toLecture, toProduct } from "./product-shape";
import { TEAMS } from "./teams-path";

/** Firestore's limit on the writes of one batch. */
const BATCH_LIMIT = 500;

/**
 * A new course: the caller's own draft, with the server-owned fields at the defaults the rules
 * demand (firestore.rules `isNewDraft`). Returns its id.
 */
export async function createDraft(uid: string, fields: Pick<CourseFields, "title" | "type" | "author">): Promise<string> {
  const id = generateId("prod");
  const batch = writeBatch(getDb());
  batch.set(doc(getDb(), "products", id), { ...emptyFields(fields.author), ...fields, ...newDraftDefaults(uid, serverTimestamp()) });
  await batch.commit();
  return id;
}

/**
 * Which builder write the stored course is at: the `draftRevision` token that every builder write
 * sets to a new random id in the same transaction, so the page knows it without reading it back.
 * "" for a course no builder has saved yet. The server's own writes (submission, withdrawal,
 * approval, team) leave it alone: they change no field the builder writes.
 */
export type DraftVersion = string;

function versionOf(snapshot: DocumentSnapshot): DraftVersion {
  const token: unknown = snapshot.get("draftRevision");
  return typeof token === "string" ? token : "";
}

export type LoadedDraft = { product: Product; draft: CourseDraft; version: DraftVersion };

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

/** A product with its lectures and their media pointers, as the builder edits it; null if missing or not the caller's. */
export async function loadDraft(productId: string): Promise<LoadedDraft | null> {
  try {
    return await readDraft(productId);
  } catch (error) {
    // The rules let only its creators (and admins) read a draft: to anyone else it does not exist.
    if (isDenied(error)) return null;
    throw error;
  }
}

async function readDraft(productId: string): Promise<LoadedDraft | null> {
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
    const { id, sectionId, title, duration, type, preview, captions } = toLecture(entry.id, entry.data());
    return { id, sectionId, title, duration, type, preview, captions, media: media[index] ?? null };
  });
  return { product, draft: { fields: fieldsOf(product), lectures }, version: versionOf(snapshot) };
}

/** Firestore's refusals of a builder write as the builder's own errors; anything else as it is. */
function asDraftSaveError(error: unknown): unknown {
  if (isDenied(error)) return new DraftSaveError("draft/denied", "The rules refused this change to the course.");
  if (isUnreachable(error)) return new DraftSaveError("draft/offline", "The server could not be reached.");
  return error;
}

/**
 * Makes one builder write only if the course is as this page last saw it: still editable, and at
 * the version the page loaded or last wrote (`expected`; null when unknown). A write sends whole
 * fields (all sections at once), so a page that missed another tab's or a co-creator's save
 * would otherwise overwrite it without a word. The transaction fails if the product changes
 * between this read and the commit, so the check holds up to the write itself. Returns the new
 * version.
 */
async function writeIfUnchanged(
  productId: string,
  expected: DraftVersion | null,
  write: (transaction: Transaction) => Partial<CourseFields>,
): Promise<DraftVersion> {
  const db = getDb();
  const product = doc(db, "products", productId);
  const next = generateId("rev");
  try {
    await runTransaction(db, async (transaction) => {
      const stored = await transaction.get(product);
      if (stored.exists() && !["draft", "rejected"].includes(String(stored.get("state")))) {
        throw new DraftSaveError("draft/locked", "The course is under review or published.");
      }
      if (!stored.exists() || expected === null || versionOf(stored) !== expected) {
        throw new DraftSaveError("draft/changed", "The course changed since this page loaded or last saved it.");
      }
      // `write` returns the product's changed fields: one update of the product, with the new version.
      transaction.update(product, { ...write(transaction), lastUpdated: serverTimestamp(), draftRevision: next });
    });
  } catch (error) {
    throw asDraftSaveError(error);
  }
  return next;
}

/** Deletes lectures with their media pointers, so no pointer outlives its lecture. */
function deleteLectures(writes: WriteBatch | Transaction, productId: string, lectureIds: string[]) {
  const db = getDb();
  for (const id of lectureIds) {
    writes.delete(doc(db, "products", productId, "lectures", id, "private", "content"));
    writes.delete(doc(db, "products", productId, "lectures", id));
  }
}

/**
 * Writes one autosave: the changed fields (with the server's time) and the changed or removed
 * lectures, all or nothing, so a failed save leaves the stored course as it was. Refused with a
 * DraftSaveError when the course changed since `expected` or cannot be edited any more.
 */
export async function saveDraftChanges(productId: string, changes: DraftChanges, expected: DraftVersion | null): Promise<DraftVersion> {
  const db = getDb();
  const writes = 1 + changes.lectures.length + changes.deletedLectureIds.length * 2;
  if (writes > BATCH_LIMIT) throw new Error("Too many changes at once: save fewer lectures at a time.");
  return writeIfUnchanged(productId, expected, (transaction) => {
    deleteLectures(transaction, productId, changes.deletedLectureIds);
    for (const { id, data } of changes.lectures) transaction.set(doc(db, "products", productId, "lectures", id), data);
    return changes.fields;
  });
}

/** Points a lecture at its uploaded file (firestore.rules: only under its upload folder), as saveDraftChanges checks. */
export async function setLectureMedia(
  productId: string,
  lectureId: string,
  lecture: DraftChanges["lectures"][number]["data"],
  media: LectureMedia,
  expected: DraftVersion | null,
): Promise<DraftVersion> {
  const db = getDb();
  return writeIfUnchanged(productId, expected, (transaction) => {
    // The lecture is written with its pointer, so a pointer never exists without its lecture.
    transaction.set(doc(db, "products", productId, "lectures", lectureId), lecture);
    transaction.set(doc(db, "products", productId, "lectures", lectureId, "private", "content"), { ...media, source: "storage" });
    return {};
  });
}

/**
 * Deletes a draft nobody bought: lectures, its team (the invitees' addresses go with it) and the
 * product, in one batch (the rules allow it only for drafts, the team only to the lead).
 */
export async function deleteDraft(productId: string, lectureIds: string[]): Promise<void> {
  const db = getDb();
  const batch = writeBatch(db);
  deleteLectures(batch, productId, lectureIds);
  batch.delete(doc(db, TEAMS, productId));
  batch.delete(doc(db, "products", productId));
  await batch.commit();
}
