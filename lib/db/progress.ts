import { arrayRemove, arrayUnion, collection, doc, documentId, getDoc, getDocs, limit, query, serverTimestamp, setDoc, where } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import type { Progress } from "@/lib/types/progress";
import { toIso } from "./product-shape";

/** The rules allow lists of at most 50. */
const PROGRESS_LIMIT = 50;
/** Firestore's limit on the values of one `in` filter. */
const IN_QUERY_LIMIT = 30;

const progressDoc = (uid: string, productId: string) => doc(getDb(), "users", uid, "progress", productId);

export function toProgress(productId: string, data: Record<string, unknown>): Progress {
  const positions: Record<string, number> = {};
  if (typeof data.positions === "object" && data.positions !== null) {
    for (const [id, seconds] of Object.entries(data.positions)) {
      if (typeof seconds === "number" && Number.isFinite(seconds)) positions[id] = seconds;
    }
  }
  return {
    productId,
    completed: Array.isArray(data.completed) ? data.completed.filter((id): id is string => typeof id === "string") : [],
    positions,
    lastLectureId: typeof data.lastLectureId === "string" ? data.lastLectureId : "",
    updatedAt: toIso(data.updatedAt),
  };
}

/** The learner's progress in one product, or null before they opened it. */
export async function getProgress(uid: string, productId: string): Promise<Progress | null> {
  const snapshot = await getDoc(progressDoc(uid, productId));
  return snapshot.exists() ? toProgress(productId, snapshot.data()) : null;
}

/** All of the learner's progress documents (one query for the whole library). */
export async function listProgress(uid: string): Promise<Progress[]> {
  const snapshot = await getDocs(query(collection(getDb(), "users", uid, "progress"), limit(PROGRESS_LIMIT)));
  return snapshot.docs.map((entry) => toProgress(entry.id, entry.data()));
}

/**
 * The learner's progress in these products (one library page): one `in` query per 30 ids, so
 * its cost follows the page, not the number of courses the learner has.
 */
export async function listProgressOf(uid: string, productIds: string[]): Promise<Progress[]> {
  const ids = [...new Set(productIds)];
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_QUERY_LIMIT) }, (_, index) => ids.slice(index * IN_QUERY_LIMIT, (index + 1) * IN_QUERY_LIMIT));
  const snapshots = await Promise.all(
    chunks.map((chunk) => getDocs(query(collection(getDb(), "users", uid, "progress"), where(documentId(), "in", chunk), limit(chunk.length)))),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs.map((entry) => toProgress(entry.id, entry.data())));
}

// Every write merges, so a position saved from one tab never erases a completion from another.
// Lecture ids are generated (`lec_` + 13 alphanumerics), so they are safe as map keys.

/** Remembers the lecture the learner opened, for "Continue". */
export async function saveLastLecture(uid: string, productId: string, lectureId: string): Promise<void> {
  await setDoc(progressDoc(uid, productId), { lastLectureId: lectureId, updatedAt: serverTimestamp() }, { merge: true });
}

/** Remembers where a video was left, in whole tenths of a second. */
export async function saveLecturePosition(uid: string, productId: string, lectureId: string, seconds: number): Promise<void> {
  const position = Math.max(0, Math.round(seconds * 10) / 10);
  await setDoc(
    progressDoc(uid, productId),
    { positions: { [lectureId]: position }, lastLectureId: lectureId, updatedAt: serverTimestamp() },
    { merge: true },
  );
}

export async function setLectureCompleted(uid: string, productId: string, lectureId: string, completed: boolean): Promise<void> {
  await setDoc(
    progressDoc(uid, productId),
    { completed: completed ? arrayUnion(lectureId) : arrayRemove(lectureId), lastLectureId: lectureId, updatedAt: serverTimestamp() },
    { merge: true },
  );
}
