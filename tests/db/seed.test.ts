import { PUBLIC_PRODUCT_FIELDS } from "@/lib/db/product-shape";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore, type Timestamp } from "firebase-admin/firestore";
import { toPayoutEntry } from "@/lib/db/payout-shape";
import { balanceOf } from "@/lib/payments/payouts/balance";
import { seed } from "@/scripts/seed";
import { expectedPayouts, saleDate } from "@/scripts/seed-data/sales.mjs";
import { toCreatorProfile, validateCreatorProfile } from "@/lib/db/creator-profile-shape";
import { users } from "@/scripts/seed-data/users.mjs";
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
  for (const name of ["users", "products", "orders", "userProductRelations", "payouts"]) await walk(db.collection(name));
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
      // The split lives in the team document, off the public product (issue 32).
      const team = (await db.doc(`productTeams/${doc.id}`).get()).data() ?? {};
      expect(team.payout.reduce((sum: number, share: number) => sum + share, 0), doc.id).toBe(100);
      expect(team.payout, doc.id).toHaveLength(product.creators.length);
      const allowed: readonly string[] = PUBLIC_PRODUCT_FIELDS;
      expect(Object.keys(product).filter((key) => !allowed.includes(key)), doc.id).toEqual([]);
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

  it("gives the seeded creator a public instructor profile that passes the profile form's checks", async () => {
    const stored = (await db.doc(`creatorProfiles/${users.creator.uid}`).get()).data();
    expect(stored).toMatchObject({ displayName: "Dr. Lena Hofer", photoUrl: "" });
    expect(validateCreatorProfile(toCreatorProfile(users.creator.uid, stored ?? {}))).toEqual({});
  });

  it("gives the buyer paid orders and a free enrolment, and the fresh user nothing", async () => {
    const relations = (await db.collection("userProductRelations").where("uid", "==", "demo-buyer").get()).docs.map((doc) => doc.data());
    expect(relations.filter((relation) => relation.source === "purchase").length).toBeGreaterThanOrEqual(4);
    expect(relations.filter((relation) => relation.source === "free").length).toBeGreaterThanOrEqual(1);
    const orders = (await db.collection("orders").where("uid", "==", "demo-buyer").get()).docs.map((doc) => doc.data());
    expect(orders.every((order) => order.status === "paid" && order.total > 0)).toBe(true);
    expect((await db.collection("userProductRelations").where("uid", "==", "demo-fresh").get()).empty).toBe(true);
  });

  it("gives every paid order the payout ledger entries a real payment writes: on hold 30 days, then available; reversed if refunded", async () => {
    const DAY_MS = 86_400_000;
    const entries = new Map((await db.collection("payouts").get()).docs.map((doc) => [doc.id, doc.data()]));
    const expected = new Set<string>();
    for (const order of (await db.collection("orders").get()).docs) {
      const { status, items, paidOn, createdOn } = order.data();
      if (status !== "paid" && status !== "refunded") continue;
      const paid = ((paidOn ?? createdOn) as Timestamp).toMillis();
      for (const item of items as { productId: string; price: number; creators: string[] }[]) {
        const ofItem = [...entries.entries()].filter(([id]) => id.startsWith(`${order.id}_${item.productId}_`));
        expect(ofItem.map(([, entry]) => entry.uid).sort(), `${order.id} ${item.productId}`).toEqual([...item.creators].sort());
        for (const [id, entry] of ofItem) {
          expected.add(id);
          expect(entry, id).toMatchObject({ orderId: order.id, productId: item.productId, kind: "sale", status: status === "paid" ? "pending" : "reversed", paidOn: null });
          expect(id).toBe(`${order.id}_${item.productId}_${entry.uid}`);
          expect(entry.amountCents / 100, id).toBe(entry.amount);
          expect((entry.createdOn as Timestamp).toMillis(), id).toBe(paid);
          expect((entry.availableOn as Timestamp).toMillis(), id).toBe(paid + 30 * DAY_MS);
        }
      }
    }
    // No entry without a paid (or refunded) order: pending, failed and cancelled orders earn nothing.
    expect([...entries.keys()].sort()).toEqual([...expected].sort());
  });

  it("shows the demo creators' payouts balance as worked out by hand from the seeded sales", async () => {
    const now = saleDate(0).getTime(); // 11:00 UTC today
    for (const key of ["creator", "cocreator"] as const) {
      const docs = (await db.collection("payouts").where("uid", "==", users[key].uid).get()).docs;
      const shown = docs.map((doc) => toPayoutEntry(doc.id, doc.data(), now));
      const balance = balanceOf(shown);
      const want = expectedPayouts[key];
      expect({ onHold: balance.pending, available: balance.available, paid: balance.paid }, key).toEqual({
        onHold: want.onHoldCents / 100,
        available: want.availableCents / 100,
        paid: want.paidCents / 100,
      });
      const reversed = shown.filter((entry) => entry.status === "reversed").reduce((sum, entry) => sum + entry.amountCents, 0);
      expect(reversed, key).toBe(want.reversedCents);
    }
  });
});
