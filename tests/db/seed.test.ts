import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { seed } from "@/scripts/seed.mjs";
import { PROJECT_ID } from "../rules/rules-env";

let db: Firestore;

/** Every document under the seed's top-level collections, by path, with its data. */
async function snapshot() {
  const all: Record<string, unknown> = {};
  const walk = async (collection: FirebaseFirestore.CollectionReference) => {
    for (const ref of await collection.listDocuments()) {
      const doc = await ref.get();
      if (doc.exists) all[ref.path] = doc.data();
      for (const sub of await ref.listCollections()) await walk(sub);
    }
  };
  for (const name of ["users", "products", "orders", "userProductRelations"]) await walk(db.collection(name));
  await walk(db.collection("descriptive/university/universities"));
  return all;
}

beforeAll(async () => {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  db = getFirestore(app);
  await seed({ quiet: true });
}, 60_000);

describe("the demo seed", () => {
  it("gives the same data when run twice", async () => {
    const first = await snapshot();
    await seed({ quiet: true });
    expect(await snapshot()).toEqual(first);
    expect(Object.keys(first).length).toBeGreaterThan(150);
  }, 60_000);

  it("has a dozen approved products of both types, one pending and one rejected with a reason", async () => {
    const products = (await db.collection("products").get()).docs.map((doc) => doc.data());
    const approved = products.filter((product) => product.state === "approved");
    expect(approved).toHaveLength(13);
    expect(new Set(approved.map((product) => product.type))).toEqual(new Set(["video_courses", "documents"]));
    expect(products.filter((product) => product.state === "pending")).toHaveLength(1);
    const rejected = products.filter((product) => product.state === "rejected");
    expect(rejected).toHaveLength(1);
    expect(String(rejected[0]?.rejectionReason).length).toBeGreaterThan(40);
  });

  it("keeps every product's rating, counts and length exactly consistent with its reviews and lectures", async () => {
    for (const doc of (await db.collection("products").get()).docs) {
      const product = doc.data();
      const reviews = (await doc.ref.collection("reviews").get()).docs.map((review) => review.data());
      const lectures = (await doc.ref.collection("lectures").get()).docs.map((lecture) => lecture.data());
      const total = reviews.reduce((sum, review) => sum + review.stars, 0);
      expect(product.rating, doc.id).toEqual({ stars: reviews.length ? total / reviews.length : 0, count: reviews.length, total });
      expect(product.lectureCount, doc.id).toBe(lectures.length);
      expect(product.sectionCount, doc.id).toBe(product.sections.length);
      expect(product.length, doc.id).toBe(lectures.reduce((sum, lecture) => sum + lecture.duration, 0));
      expect(product.payout.reduce((sum: number, share: number) => sum + share, 0), doc.id).toBe(100);
      expect(product.payout, doc.id).toHaveLength(product.creators.length);
      expect(product.free, doc.id).toBe(product.price === 0);
      for (const review of reviews) {
        expect((await db.doc(`userProductRelations/${review.uid}_${doc.id}`).get()).exists, `${review.uid} reviewed ${doc.id} without owning it`).toBe(true);
      }
    }
  });

  it("links every product to a university, degree, course and section that exist and belong together", async () => {
    for (const doc of (await db.collection("products").get()).docs) {
      const { university, uniDegree, uniCourse, uniSection } = doc.data();
      const base = `descriptive/university/universities/${university}`;
      const course = await db.doc(`${base}/courses/${uniCourse}`).get();
      const section = await db.doc(`${base}/sections/${uniSection}`).get();
      expect(course.exists, doc.id).toBe(true);
      expect(course.data()?.degreeIds, doc.id).toContain(uniDegree);
      expect((await db.doc(`${base}/degrees/${uniDegree}`).get()).exists, doc.id).toBe(true);
      expect(section.data()?.courseId, doc.id).toBe(uniCourse);
      expect(doc.id).toMatch(/^prod_[A-Za-z0-9]{13}$/);
      expect(university).toMatch(/^uni_[A-Za-z0-9]{13}$/);
    }
  });

  it("creates one sign-in per role, with the admin claim on the admin only", async () => {
    const auth = getAuth();
    const admin = await auth.getUserByEmail("admin@verdant.test");
    const buyer = await auth.getUserByEmail("buyer@verdant.test");
    expect(admin.customClaims).toEqual({ admin: true });
    expect(buyer.customClaims ?? {}).not.toHaveProperty("admin");
    expect((await db.doc(`users/${buyer.uid}`).get()).data()).toMatchObject({ email: "buyer@verdant.test", customerId: "", cart: [] });
  });

  it("gives the buyer paid orders and a free enrolment, and the fresh user nothing", async () => {
    const relations = (await db.collection("userProductRelations").where("uid", "==", "demo-buyer").get()).docs.map((doc) => doc.data());
    expect(relations.filter((relation) => relation.source === "purchase").length).toBeGreaterThanOrEqual(4);
    expect(relations.filter((relation) => relation.source === "free").length).toBeGreaterThanOrEqual(1);
    const orders = (await db.collection("orders").where("uid", "==", "demo-buyer").get()).docs.map((doc) => doc.data());
    expect(orders.every((order) => order.status === "paid" && order.total > 0)).toBe(true);
    expect((await db.collection("userProductRelations").where("uid", "==", "demo-fresh").get()).empty).toBe(true);
  });
});
