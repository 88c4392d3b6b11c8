import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { draftContent, newDraft as newDraftOf, serverNow } from "../factories/draft-product";
import { OTHER_UID, PRODUCTS, ROLES } from "./matrix-cases.mjs";

// The world every matrix cell starts from: one approved and one draft product by lena (lead) and
// jonas, otto's own product, bea holding both of lena's, and one record of each private kind
// for every person.
export type Data = Record<string, unknown>;
export const now = serverNow;
export const LECTURE = "lec_INTRO00000001";
/** A lecture without media, for creating its private/content. */
export const BARE_LECTURE = "lec_NOMEDIA000001";
/** A product no row is about: every person's own relation points here. */
export const SHELF = "prod_SHELF00000001";
export const UNIVERSITY = "descriptive/university/universities/uni_boku";
const PAST = new Date("2026-01-01T00:00:00Z");

const people = [...ROLES.flatMap((role) => (role.uid ? [role.uid] : [])), OTHER_UID];

// A paid course with some of every kind of field filled in.
export const content = {
  ...draftContent,
  subtitle: "From take-make-waste to loops",
  description: "Material flows, design for reuse and business models.",
  descriptionSEO: "Learn the basics of the circular economy.",
  price: 24,
  free: false,
  workloadHours: 4,
  sdgs: [12],
};

/** A new course exactly as the builder creates it (firestore.rules isNewDraft). */
export const newDraft = (uid: string): Data => newDraftOf(uid, content);

const stored = (state: string, creators: string[], extra: Data = {}): Data => ({
  ...newDraft(creators[0] ?? "lena"),
  creators,
  state,
  createdOn: PAST,
  lastUpdated: PAST,
  ...extra,
});

/** productTeams/{id}: the split between `creators` and one open invitation. */
export const team = (creators: string[]): Data => ({
  payout: creators.length === 1 ? [90] : [50, 40],
  invitations: ["invitee@example.com"],
  invitationShares: [10],
});

export const lecture = (order = 0): Data => ({ sectionId: "sec_1", title: "Why circularity", order, duration: 12, type: "video", preview: false });
export const media = (productId: string, lectureId: string, fileName = "intro.mp4"): Data => ({
  kind: "video",
  path: `products/${productId}/lectures/${lectureId}/${fileName}`,
  source: "storage",
  fileName,
  size: 50_000_000,
  contentType: "video/mp4",
});

export const userRecord = (uid: string, extra: Data = {}): Data => ({
  uid,
  email: `${uid}@example.com`,
  firstName: "Ada",
  lastName: "Byron",
  customerId: "",
  connectId: "",
  cart: [],
  ...extra,
});
export const creatorProfile = (uid: string): Data => ({ displayName: `${uid} Teacher`, bio: "Teaches soil science.", photoUrl: "" });
export const notification: Data = { type: "sale", title: "New sale", body: "Someone bought your course.", link: "/dashboard", createdAt: PAST, read: false };
export const relation = (uid: string, productId: string): Data => ({ uid, productId, source: "purchase", orderId: `order_${uid}`, createdOn: PAST });
export const invoice = (uid: string): Data => ({
  uid,
  number: "2026-000012",
  issuedOn: PAST,
  currency: "EUR",
  seller: { name: "Verdant Campus GmbH", address: ["Lindengasse 56/14", "1070 Vienna", "Austria"], vatId: "ATU12345678", email: "hello@verdantcampus.example" },
  buyer: { name: "Bea B", email: `${uid}@example.com`, country: "DE" },
  vatPercent: 19,
  lines: [{ productId: PRODUCTS.live, title: "Circular Economy Basics", grossCents: 2400, netCents: 2017, vatCents: 383 }],
  totals: { grossCents: 2400, netCents: 2017, vatCents: 383 },
});
/** The credit note of `uid`'s refunded order: the invoice's figures negated. */
/** A certificate as the completion route writes it (lib/db/certificates.server.ts). */
export const certificate = (uid: string, shared: boolean): Data => ({
  uid,
  productId: PRODUCTS.live,
  learnerName: "Bea B",
  productTitle: "Circular Economy Basics",
  universityName: "BOKU University, Vienna",
  universityCourseName: "LCA-501 Life Cycle Assessment",
  ects: 3,
  learningOutcomes: ["Explain the circular economy"],
  completedAt: PAST,
  public: shared,
  revokedAt: null,
  revokedReason: null,
  credential: "{}",
});

export const creditNote = (uid: string): Data => ({
  ...invoice(uid),
  number: "CN-2026-000001",
  invoiceNumber: "2026-000012",
  invoiceIssuedOn: PAST,
  lines: [{ productId: PRODUCTS.live, title: "Circular Economy Basics", grossCents: -2400, netCents: -2017, vatCents: -383 }],
  totals: { grossCents: -2400, netCents: -2017, vatCents: -383 },
});

export const order = (uid: string): Data => ({
  uid,
  items: [{ productId: PRODUCTS.live, title: "Circular Economy Basics", price: 24 }],
  total: 24,
  currency: "EUR",
  status: "paid",
  provider: "local",
  sessionId: "cs_abcdefghijklm",
  createdOn: PAST,
});
/** A refund request's event, as lib/db/order-events.server.ts writes it. */
export const orderEvent = (uid: string): Data => ({ type: "refund_requested", at: PAST, actor: { role: "buyer", uid, email: `${uid}@example.com` }, note: "Not what I expected" });
export const payoutEntry = (uid: string): Data => ({
  uid,
  orderId: `order_${uid}`,
  productId: PRODUCTS.live,
  title: "Circular Economy Basics",
  kind: "sale",
  amount: 14.4,
  amountCents: 1440,
  share: 60,
  status: "pending",
  createdOn: PAST,
  availableOn: PAST,
  paidOn: null,
  transferId: "",
});
export const payoutPath = (uid: string) => `payouts/order_${uid}_${PRODUCTS.live}_${uid}`;
export const connection = (uid: string): Data => ({
  uid,
  provider: "local",
  accountId: `acct_${uid}`,
  onboarding: "complete",
  chargesEnabled: true,
  payoutsEnabled: true,
  capabilities: { transfers: "active" },
  createdOn: PAST,
  updatedOn: PAST,
});
export const review = (uid: string): Data => ({ uid, authorName: "Carol K.", stars: 4, text: "Clear and useful.", createdOn: PAST });
export const question = (uid: string): Data => ({ uid, authorName: "Bea B.", text: "Is there a certificate?", createdOn: PAST });
export const answer = (uid: string): Data => ({ uid, authorName: "Lena B.", text: "Yes, at the end.", createdOn: PAST, byCreator: true });
/** One creator's figures of one day, as lib/db/creator-days.server.ts keeps them. */
export const creatorDay = (uid: string, day = "2026-01-01"): Data => ({ uid, day, products: { [PRODUCTS.live]: { units: 2, revenueCents: 2880, enrolments: 2, title: "Circular Economy Basics" } } });
export const creatorDayPath = (uid: string, day = "2026-01-01") => `creatorDays/${uid}_${day}`;
export const auditEntry: Data = { actorUid: "ada", actorEmail: "ada@example.com", action: "access.granted", target: "userProductRelations/bea_x", reason: "Scholarship", details: {}, at: PAST };

/** An order confirmation to `uid`, as lib/db/mail.server.ts queues it. */
export const mail = (uid: string): Data => ({ to: `${uid}@example.com`, uid, kind: "order-confirmation", message: { subject: "Your order is confirmed", text: "Thank you.", html: "<p>Thank you.</p>" }, createdAt: PAST });
export const mailPath = (uid: string) => `mail/order-confirmation_order_${uid}`;

function fixture(): Record<string, Data> {
  const docs: Record<string, Data> = {
    [`products/${PRODUCTS.live}`]: stored("approved", ["lena", "jonas"], { participants: 3, rating: { stars: 4, count: 1, total: 4 } }),
    [`products/${PRODUCTS.draft}`]: stored("draft", ["lena", "jonas"]),
    [`products/${PRODUCTS.other}`]: stored("approved", ["otto"], { author: "Otto O." }),
    [`productTeams/${PRODUCTS.live}`]: team(["lena", "jonas"]),
    [`productTeams/${PRODUCTS.draft}`]: team(["lena", "jonas"]),
    [`products/${PRODUCTS.live}/reviews/${OTHER_UID}`]: review(OTHER_UID),
    [`products/${PRODUCTS.live}/questions/q_1`]: question("bea"),
    [`products/${PRODUCTS.live}/questions/q_1/answers/a_1`]: answer("lena"),
    [`userProductRelations/bea_${PRODUCTS.live}`]: relation("bea", PRODUCTS.live),
    [`userProductRelations/bea_${PRODUCTS.draft}`]: relation("bea", PRODUCTS.draft),
    [`userProductRelations/${OTHER_UID}_${PRODUCTS.live}`]: relation(OTHER_UID, PRODUCTS.live),
    [UNIVERSITY]: { shortName: "BOKU", name: "BOKU University, Vienna", country: "AT", city: "Vienna", website: "https://boku.ac.at" },
    [`${UNIVERSITY}/degrees/deg_msc`]: { name: "MSc Environmental Sciences", level: "master" },
    [`${UNIVERSITY}/courses/course_lca`]: { name: "Life Cycle Assessment", code: "LCA-501", degreeIds: ["deg_msc"] },
    [`${UNIVERSITY}/sections/sec_goal`]: { name: "Goal and scope definition", courseId: "course_lca" },
    "auditLog/entry_1": auditEntry,
    "invoiceCounters/2026": { invoice: 12, creditNote: 1 },
  };
  for (const productId of Object.values(PRODUCTS)) {
    docs[`products/${productId}/lectures/${LECTURE}`] = lecture(0);
    docs[`products/${productId}/lectures/${BARE_LECTURE}`] = lecture(1);
    docs[`products/${productId}/lectures/${LECTURE}/private/content`] = media(productId, LECTURE);
  }
  for (const uid of people) {
    docs[`users/${uid}`] = userRecord(uid);
    docs[`users/${uid}/notifications/note_1`] = notification;
    docs[`users/${uid}/progress/${PRODUCTS.live}`] = { completed: [], positions: {}, lastLectureId: "", updatedAt: PAST };
    docs[`connections/${uid}`] = connection(uid);
    docs[`creatorProfiles/${uid}`] = creatorProfile(uid);
    docs[`orders/order_${uid}`] = order(uid);
    docs[`orders/order_${uid}/events/refund_requested`] = orderEvent(uid);
    docs[`invoices/order_${uid}`] = invoice(uid);
    docs[`creditNotes/order_${uid}`] = creditNote(uid);
    docs[`certificates/cert_${uid}`] = certificate(uid, false);
    docs[`certificates/cert_public_${uid}`] = certificate(uid, true);
    docs[`users/${uid}/certificates/${PRODUCTS.live}`] = { certificateId: `cert_${uid}`, createdAt: PAST };
    docs[payoutPath(uid)] = payoutEntry(uid);
    docs[`userProductRelations/${uid}_${SHELF}`] = relation(uid, SHELF);
    docs[creatorDayPath(uid)] = creatorDay(uid);
    docs[mailPath(uid)] = mail(uid);
  }
  return docs;
}

/** Sets and deletes documents with the rules off, in one batch (null deletes). */
export async function writeAsServer(env: RulesTestEnvironment, docs: Record<string, Data | null>) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = db.batch();
    for (const [path, data] of Object.entries(docs)) {
      if (data) batch.set(db.doc(path), data);
      else batch.delete(db.doc(path));
    }
    await batch.commit();
  });
}

export async function resetFixture(env: RulesTestEnvironment) {
  await env.clearFirestore();
  await writeAsServer(env, fixture());
}

/** Puts the given documents back as the fixture has them (deleting those it does not have). */
export async function restoreFixture(env: RulesTestEnvironment, paths: Iterable<string>) {
  const docs = fixture();
  await writeAsServer(env, Object.fromEntries([...paths].map((path) => [path, docs[path] ?? null])));
}

/** The same world for the storage stand-in's `decide`. */
export const storageLookup = {
  async product(productId: string) {
    const data = fixture()[`products/${productId}`];
    return data ? { creators: data.creators, state: data.state } : null;
  },
  async hasRelation(uid: string, productId: string) {
    return `userProductRelations/${uid}_${productId}` in fixture();
  },
};
