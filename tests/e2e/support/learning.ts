import { relationListing } from "@/lib/learning/title-terms";
import { adminDb as db, seededProductDoc } from "./emulators";

// Seed data and progress, read and reset with firebase-admin on the suite's emulators.

/** A seeded product's id and its lecture ids in order. */
export async function seededProduct(title: string) {
  const product = await seededProductDoc(title);
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

/**
 * `count` draft products of nobody's (so no catalogue, queue or dashboard lists them) and one
 * relation to each for `uid`, as the server writes them, bought a day apart, newest last.
 */
export async function seedShelf(uid: string, titles: string[]) {
  const batch = db().batch();
  titles.forEach((title, index) => {
    const productId = `prod_shelf${uid.slice(0, 4)}${String(index).padStart(4, "0")}`;
    const bought = new Date(Date.UTC(2025, 0, 1 + index));
    batch.set(db().doc(`products/${productId}`), { title, type: "documents", state: "draft", creators: ["e2e-nobody"], lectureCount: 1, price: 5, free: false, previewImgSmall: "" });
    batch.set(db().doc(`userProductRelations/${uid}_${productId}`), { uid, productId, source: "purchase", orderId: null, ...relationListing(title), createdOn: bought, lastOpened: bought });
  });
  await batch.commit();
}

/** A relation of `uid` to a product, as the server writes it after a purchase. */
export async function grantCourse(uid: string, productId: string, title: string) {
  const bought = new Date();
  await db().doc(`userProductRelations/${uid}_${productId}`).set({ uid, productId, source: "purchase", orderId: null, ...relationListing(title), createdOn: bought, lastOpened: bought });
}
