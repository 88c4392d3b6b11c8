// npm run seed (tsx scripts/seed.ts): the demo data, written with firebase-admin to the emulators
// only. Every document has a fixed id, so running it twice leaves the same data.
import { pathToFileURL } from "node:url";
import { initializeApp, getApps } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import type { Auth } from "firebase-admin/auth";
import { emulatorEnv, readConfig } from "./lib/emulators.mjs";
import { stableId } from "./lib/stable-id.mjs";
import { availableOnMillis, saleEntries } from "../lib/payments/payouts/sale-entries";
import { productFacets } from "../lib/catalogue/facets";
import { relationListing, titleListing } from "../lib/learning/title-terms";
import { rebuildCreatorDays } from "../lib/creator/rebuild-creator-days";
import { RELATIONS, relationId } from "../lib/db/relation-id";
import { products } from "./seed-data/product-data.mjs";
import { TEAMS } from "../lib/db/teams-path";
import { universities } from "./seed-data/university-data.mjs";
import { notifications } from "./seed-data/notifications.mjs";
import { users } from "./seed-data/users.mjs";
import { DEFAULT_USER_SETTINGS } from "../lib/types/user";
import { seedLectureContent } from "./seed-data/content.mjs";
import { freeEnrolments, saleDate, sales, studentUid, waitingQuestion } from "./seed-data/sales.mjs";

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const UNIVERSITIES = "descriptive/university/universities";
type Product = (typeof products)[number];
type User = (typeof users)[keyof typeof users] & { profile?: object; claims?: object };

/** A demo account by its key in seed-data/users.mjs. */
function userOf(key: string): User {
  const found = (users as Record<string, User>)[key];
  if (!found) throw new Error(`No demo user "${key}"`);
  return found;
}

function admin() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    // Never write demo data to a real project: without emulator hosts, use firebase.json's.
    Object.assign(process.env, emulatorEnv(readConfig()));
  }
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  return { db: getFirestore(app), auth: getAuth(app) };
}

async function seedUsers(db: Firestore, auth: Auth) {
  for (const user of Object.values(users) as User[]) {
    const profile = {
      email: user.email,
      password: user.password,
      displayName: `${user.firstName} ${user.lastName}`,
      emailVerified: true,
    };
    const exists = await auth.getUser(user.uid).then(() => true, () => false);
    if (exists) await auth.updateUser(user.uid, profile);
    else await auth.createUser({ uid: user.uid, ...profile });
    await auth.setCustomUserClaims(user.uid, user.claims ?? null);
    await db.doc(`users/${user.uid}`).set({
      uid: user.uid,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      customerId: "",
      connectId: "",
      cart: [],
      settings: DEFAULT_USER_SETTINGS,
    });
    if (user.profile) await db.doc(`creatorProfiles/${user.uid}`).set(user.profile);
  }
}

async function seedNotifications(db: Firestore) {
  for (const [key, list] of Object.entries(notifications)) {
    for (const { id, createdAt, ...fields } of list) {
      await db.doc(`users/${userOf(key).uid}/notifications/${id}`).set({ ...fields, createdAt: at(createdAt) });
    }
  }
}

function seedUniversities(batch: WriteBatch, db: Firestore) {
  for (const { degrees, courses, sections, ...university } of universities) {
    const ref = db.doc(`${UNIVERSITIES}/${university.id}`);
    batch.set(ref, university);
    for (const degree of degrees) batch.set(ref.collection("degrees").doc(degree.id), degree);
    for (const course of courses) batch.set(ref.collection("courses").doc(course.id), course);
    for (const section of sections) batch.set(ref.collection("sections").doc(section.id), section);
  }
}

const bySlug = (slug: string): Product => {
  const product = products.find((entry) => entry.slug === slug);
  if (!product) throw new Error(`No demo product "${slug}"`);
  return product;
};

/** An order item as checkout writes it: title, price, and the creators' split at that moment. */
const orderItem = (product: Product) => ({
  productId: product.id,
  title: product.title,
  price: product.price,
  creators: product.creatorKeys.map((key: string) => userOf(key).uid),
  payout: product.payout,
});

/**
 * The payout ledger entries that go with a paid order (docs/decisions/0069-creator-payouts.md),
 * built by the payment webhook's own function, dated as if paid at `paidOn`: on hold for 30
 * days, then available. An order refunded before any payout has its entries reversed, as the
 * refund event does. Ids are the webhook's `{orderId}_{productId}_{uid}`, so seeding is idempotent.
 */
function setLedgerEntries(batch: WriteBatch, db: Firestore, orderId: string, items: ReturnType<typeof orderItem>[], paidOn: Timestamp, refundedOn: Timestamp | null = null) {
  for (const { id, fields } of saleEntries(orderId, items)) {
    batch.set(db.doc(`payouts/${id}`), {
      ...fields,
      createdOn: paidOn,
      availableOn: Timestamp.fromMillis(availableOnMillis(paidOn.toMillis())),
      ...(refundedOn ? { status: "reversed", reversedOn: refundedOn } : {}),
    });
  }
}

/** Demo students enrolled through the recent sales table (paid orders and free enrolments). */
const recentEnrolments = (product: Product) =>
  sales.filter((sale) => sale.status === "paid" && sale.slugs.includes(product.slug)).length +
  freeEnrolments.filter((enrolment) => enrolment.slug === product.slug).length;

/** Fields a creator never types: they follow from the lectures, reviews and buyers. */
function derived(product: Product) {
  const total = product.reviews.reduce((sum: number, review: { stars: number }) => sum + review.stars, 0);
  const count = product.reviews.length;
  return {
    length: product.lectures.reduce((sum: number, lecture: { duration: number }) => sum + lecture.duration, 0),
    sectionCount: product.sections.length,
    lectureCount: product.lectures.length,
    readyToPublish: product.sections.map((section: { ready: boolean }) => section.ready),
    // Exact, as a review's transaction stores it (firestore.rules check stars == total / count).
    rating: { stars: count ? total / count : 0, count, total },
    participants: product.buyers.length + recentEnrolments(product),
  };
}

/** The catalogue's facets, as an approval stores them (lib/db/products.server.ts catalogueFields). */
function facetsOf(product: Product) {
  if (product.state !== "approved") return [];
  const university = universities.find((entry) => entry.id === product.universityId);
  // Read from the JavaScript table, whose course rows TypeScript sees as mixed tuples.
  const course = university?.courses.find((entry) => entry.id === product.courseId) as { name: string; code: string } | undefined;
  const source = { ...product, university: product.universityId, uniCourse: product.courseId };
  return productFacets(source, { universityName: university?.name, universityShortName: university?.shortName, courseName: course?.name, courseCode: course?.code });
}

function seedProduct(batch: WriteBatch, db: Firestore, product: Product) {
  const { id, lectures, reviews, buyers, creatorKeys, sections, universityId, degreeId, courseId, sectionId, createdOn, lastUpdated, payout, invitations, slug, ...fields } = product;
  const ref = db.doc(`products/${id}`);
  // The split and the invitations stay off the public product (lib/db/teams.server.ts).
  batch.set(db.collection(TEAMS).doc(id), { payout, invitations, invitationShares: invitations.map(() => 0) });
  batch.set(ref, {
    facets: facetsOf(product),
    // The admin's product picker finds every submitted product by title (products.server.ts titleSearchFields).
    ...(product.state === "draft" ? {} : titleListing(product.title)),
    ...fields,
    creators: creatorKeys.map((key: string) => userOf(key).uid),
    university: universityId,
    uniDegree: degreeId,
    uniCourse: courseId,
    uniSection: sectionId,
    sections: sections.map(({ id: sectionKey, title }: { id: string; title: string }) => ({ id: sectionKey, title })),
    previewImg: `/images/products/${slug}.svg`,
    previewImgSmall: `/images/products/${slug}.svg`,
    // A short public trailer for video courses; lecture media itself stays private (content/).
    previewVideo: product.type === "video_courses" ? "/media/previews/course-preview.webm" : "",
    createdOn: at(createdOn),
    lastUpdated: at(lastUpdated),
    ...derived(product),
  });
  for (const { id: lectureId, ...lecture } of lectures) batch.set(ref.collection("lectures").doc(lectureId), lecture);
  for (const review of reviews) {
    const user = userOf(review.userKey);
    batch.set(ref.collection("reviews").doc(user.uid), {
      uid: user.uid,
      authorName: `${user.firstName} ${user.lastName.charAt(0)}.`,
      stars: review.stars,
      text: review.text,
      createdOn: at(review.createdOn),
    });
  }
  for (const key of buyers) {
    const user = userOf(key);
    const orderId = stableId("order", `${user.uid}/${id}`);
    const boughtOn = at(createdOn).toMillis() + 86_400_000 * 7;
    batch.set(db.collection(RELATIONS).doc(relationId(user.uid, id)), {
      uid: user.uid,
      productId: id,
      source: product.free ? "free" : "purchase",
      orderId: product.free ? null : orderId,
      ...relationListing(product.title),
      createdOn: Timestamp.fromMillis(boughtOn),
      lastOpened: Timestamp.fromMillis(boughtOn),
    });
    if (!product.free) {
      batch.set(db.doc(`orders/${orderId}`), {
        uid: user.uid,
        items: [orderItem(product)],
        creatorIds: orderItem(product).creators,
        total: product.price,
        currency: "EUR",
        status: "paid",
        provider: "local",
        createdOn: Timestamp.fromMillis(boughtOn),
      });
      setLedgerEntries(batch, db, orderId, [orderItem(product)], Timestamp.fromMillis(boughtOn));
    }
  }
}

/** The recent sales of seed-data/sales.mjs: orders, and a relation for each paid item. */
async function seedRecentSales(db: Firestore) {
  const batch = db.batch();
  const minutes = (date: Date, count: number) => Timestamp.fromMillis(date.getTime() + count * 60_000);
  for (const sale of sales) {
    const uid = studentUid(sale.student);
    const items = sale.slugs.map((slug) => orderItem(bySlug(slug)));
    const orderId = stableId("order", `${uid}/recent/${sale.daysAgo}`);
    const placed = saleDate(sale.daysAgo);
    const refundedOn = sale.status === "refunded" ? Timestamp.fromDate(saleDate(sale.refundedDaysAgo)) : null;
    batch.set(db.doc(`orders/${orderId}`), {
      uid,
      items,
      creatorIds: [...new Set(items.flatMap((item) => item.creators))],
      total: items.reduce((sum, item) => sum + Math.round(item.price * 100), 0) / 100,
      currency: "EUR",
      status: sale.status,
      provider: "local",
      sessionId: stableId("cs", orderId),
      createdOn: Timestamp.fromDate(placed),
      ...(sale.status === "pending" ? {} : { paidOn: minutes(placed, 2) }),
      ...(refundedOn ? { refundedOn } : {}),
    });
    // A refunded order was paid first: its entries exist, reversed.
    if (sale.status === "paid" || refundedOn) setLedgerEntries(batch, db, orderId, items, minutes(placed, 2), refundedOn);
    if (sale.status !== "paid") continue;
    for (const item of items) {
      batch.set(db.collection(RELATIONS).doc(relationId(uid, item.productId)), {
        uid,
        productId: item.productId,
        source: "purchase",
        orderId,
        ...relationListing(item.title),
        createdOn: Timestamp.fromDate(placed),
        lastOpened: Timestamp.fromDate(placed),
      });
    }
  }
  for (const enrolment of freeEnrolments) {
    const uid = studentUid(enrolment.student);
    const { id: productId, title } = bySlug(enrolment.slug);
    const enrolled = Timestamp.fromDate(saleDate(enrolment.daysAgo));
    batch.set(db.collection(RELATIONS).doc(relationId(uid, productId)), { uid, productId, source: "free", orderId: null, ...relationListing(title), createdOn: enrolled, lastOpened: enrolled });
  }
  const asker = userOf(waitingQuestion.userKey);
  batch.set(db.doc(`products/${bySlug(waitingQuestion.slug).id}/questions/${waitingQuestion.id}`), {
    uid: asker.uid,
    authorName: `${asker.firstName} ${asker.lastName.charAt(0)}.`,
    text: waitingQuestion.text,
    createdOn: at(waitingQuestion.createdOn),
    answerCount: 0,
  });
  await batch.commit();
}

export async function seed({ quiet = false }: { quiet?: boolean } = {}) {
  const { db, auth } = admin();
  await seedUsers(db, auth);
  await seedNotifications(db);
  // One batch per product keeps each under Firestore's 500-write limit.
  const universitiesBatch = db.batch();
  seedUniversities(universitiesBatch, db);
  await universitiesBatch.commit();
  for (const product of products) {
    const batch = db.batch();
    seedProduct(batch, db, product);
    await batch.commit();
  }
  await seedRecentSales(db);
  // The creators' day figures of those orders and relations, by the backfill's own code.
  await rebuildCreatorDays(db);
  await seedLectureContent(db, products);
  if (!quiet) {
    console.log(`Seeded ${Object.keys(users).length} users, ${universities.length} universities and ${products.length} products.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seed().then(
    () => process.exit(0),
    (error) => {
      console.error(`Seeding failed: ${(error as Error).stack ?? error}`);
      process.exit(1);
    },
  );
}
