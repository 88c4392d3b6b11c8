import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { Timestamp } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import { verifiedAuthAccount } from "./mail-support";
import { splitTeamFields } from "./team-split";

// Products and people of the checkout and webhook tests, written as the seed would (Admin SDK).
export const BUYER = "buyer-uid";
export const CREATOR = "creator-uid";
export const COCREATOR = "cocreator-uid";

export const paidCourse = { id: "prod_paid0000000a", title: "Soil Health Indicators", price: 24.99, creators: [CREATOR, COCREATOR] };
export const paidDocument = { id: "prod_paid0000000b", title: "GHG Workbook", price: 12.5, creators: [CREATOR] };
export const freeGuide = { id: "prod_free0000000c", title: "Circular Canvas Guide", price: 0, creators: [COCREATOR] };
export const pendingCourse = { id: "prod_pend0000000d", title: "Flood Risk (in review)", price: 27.5, creators: [CREATOR] };

type Fixture = typeof paidCourse;

export async function writeProduct(product: Fixture, overrides: Record<string, unknown> = {}) {
  const { product: fields, team } = splitTeamFields(overrides);
  if (team) await adminDb().doc(`productTeams/${product.id}`).set(team);
  await adminDb()
    .doc(`products/${product.id}`)
    .set({
      title: product.title,
      type: "video_courses",
      priceId: "",
      price: product.price,
      free: product.price === 0,
      creators: product.creators,
      state: "approved",
      participants: 3,
      createdOn: Timestamp.fromDate(new Date("2025-01-01T00:00:00Z")),
      ...fields,
    });
}

/** The buyer's record, and their Firebase Auth account with its address verified: the shop mails no other (issue 48). */
export async function writeBuyer(cart: Record<string, unknown>[] = []) {
  await verifiedAuthAccount(BUYER, "buyer@example.com");
  await adminDb().doc(`users/${BUYER}`).set({ uid: BUYER, email: "buyer@example.com", firstName: "Maya", lastName: "F", customerId: "", connectId: "", cart });
}

export const cartLine = (product: Fixture, price = product.price) => ({
  productId: product.id,
  title: product.title,
  type: "video_courses",
  price,
  free: product.price === 0,
});

export async function writeRelation(uid: string, productId: string) {
  await adminDb().doc(`userProductRelations/${uid}_${productId}`).set({ uid, productId, source: "purchase", orderId: null, createdOn: Timestamp.now() });
}

export async function readDoc(path: string) {
  const snapshot = await adminDb().doc(path).get();
  return snapshot.exists ? snapshot.data() : undefined;
}

export async function relationsOf(uid: string) {
  const snapshot = await adminDb().collection("userProductRelations").where("uid", "==", uid).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

export async function ordersOf(uid: string) {
  const snapshot = await adminDb().collection("orders").where("uid", "==", uid).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string });
}

export async function notificationsOf(uid: string) {
  const snapshot = await adminDb().collection(`users/${uid}/notifications`).get();
  return snapshot.docs.map((doc) => doc.data());
}

export async function seedPaymentsData() {
  await Promise.all([writeProduct(paidCourse), writeProduct(paidDocument), writeProduct(freeGuide), writeProduct(pendingCourse, { state: "pending" })]);
}

/** An emptied emulator holding just seedPaymentsData's products: where each test here starts. */
export async function freshPaymentsData(env: RulesTestEnvironment) {
  await env.clearFirestore();
  await seedPaymentsData();
}
