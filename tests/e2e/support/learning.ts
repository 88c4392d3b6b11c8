import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

// Seed data and progress, read and reset with firebase-admin on the suite's emulators.
const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-verdant-campus" }));

/** A seeded product's id and its lecture ids in order. */
export async function seededProduct(title: string) {
  const products = await db().collection("products").where("title", "==", title).limit(1).get();
  const product = products.docs[0];
  if (!product) throw new Error(`No seeded product "${title}": run the suite with --seed.`);
  const lectures = await product.ref.collection("lectures").orderBy("order").get();
  return { id: product.id, lectureIds: lectures.docs.map((lecture) => lecture.id) };
}

export async function readProgress(uid: string, productId: string) {
  const snapshot = await db().doc(`users/${uid}/progress/${productId}`).get();
  return snapshot.data() as { completed?: string[]; positions?: Record<string, number>; lastLectureId?: string } | undefined;
}

export async function resetProgress(uid: string, productId: string) {
  await db().doc(`users/${uid}/progress/${productId}`).delete();
}
