import type firebase from "firebase/compat/app";
import { OTHER_UID, PRODUCTS } from "./matrix-cases.mjs";
import * as f from "./matrix-fixture";

// What each matrix cell sends: realistic, otherwise valid data, so that a denied write is denied
// for the caller and not for its shape. `me` is the caller's uid (carol's for the visitor).
type Db = firebase.firestore.Firestore;
type Write = (db: Db, me: string) => Promise<unknown>;
/** Documents the server sets (or deletes, null) before the cell runs. */
type Prepare = (me: string) => Record<string, f.Data | null>;
export type Requests = { get: Write; create: Write; update: Write; delete: Write; prepare?: { create?: Prepare; update?: Prepare; delete?: Prepare } };

const { live, draft, other } = PRODUCTS;
const NEW_PRODUCT = "prod_NEWCOURSE0001";
const NEW_LECTURE = "lec_NEWLECTURE001";

const docRequests = (path: (me: string) => string, created: (me: string) => [string, f.Data], change: (me: string) => f.Data): Requests => ({
  get: (db, me) => db.doc(path(me)).get(),
  create: (db, me) => {
    const [target, data] = created(me);
    return db.doc(target).set(data);
  },
  update: (db, me) => db.doc(path(me)).update(change(me)),
  delete: (db, me) => db.doc(path(me)).delete(),
});

/** A draft goes with its team in one commit, as lib/db/product-drafts.ts deleteDraft sends it. */
function deleteWithTeam(db: Db, productId: string) {
  const batch = db.batch();
  batch.delete(db.doc(`productTeams/${productId}`));
  batch.delete(db.doc(`products/${productId}`));
  return batch.commit();
}

const universityPart = (part: string, id: string, data: f.Data) =>
  docRequests(() => `${f.UNIVERSITY}/${part}/${id}`, () => [`${f.UNIVERSITY}/${part}/new_1`, data], () => ({ name: "Renamed" }));

// The learning page writes progress with the server's time, as firestore.rules requires.
const progressRequests = (owner: (me: string) => string): Requests =>
  docRequests(
    (me) => `users/${owner(me)}/progress/${live}`,
    (me) => [`users/${owner(me)}/progress/${other}`, { completed: [], positions: { [f.LECTURE]: 95 }, lastLectureId: f.LECTURE, updatedAt: f.now() }],
    () => ({ completed: [f.LECTURE], updatedAt: f.now() }),
  );

const lectures = (productId: string): Requests =>
  docRequests(
    () => `products/${productId}/lectures/${f.LECTURE}`,
    () => [`products/${productId}/lectures/${NEW_LECTURE}`, f.lecture(2)],
    () => ({ title: "Why loops matter" }),
  );

const privateContent = (productId: string): Requests =>
  docRequests(
    () => `products/${productId}/lectures/${f.LECTURE}/private/content`,
    () => [`products/${productId}/lectures/${f.BARE_LECTURE}/private/content`, f.media(productId, f.BARE_LECTURE, "bare.mp4")],
    () => ({ path: `products/${productId}/lectures/${f.LECTURE}/intro-v2.mp4`, fileName: "intro-v2.mp4" }),
  );

/** A lecture id that was once read as a pattern: "x, or anything" (issue 48). */
const FORGED_LECTURE = "x|.*";
const forgedContent = `products/${draft}/lectures/${FORGED_LECTURE}/private/content`;
/** Another creator's paid file (otto's product), which the forged pointer aims at. */
const othersFile = `products/${other}/lectures/${f.LECTURE}/intro.mp4`;
const forgedPointer = () => ({ [forgedContent]: f.media(draft, FORGED_LECTURE) });
const forgedLecture: Requests = {
  ...docRequests(
    () => forgedContent,
    () => [forgedContent, { ...f.media(draft, FORGED_LECTURE), path: othersFile }],
    () => ({ path: othersFile, fileName: "intro.mp4" }),
  ),
  prepare: { update: forgedPointer, delete: forgedPointer },
};

/** The review and the product's rating counting it, in one commit, as lib/db/reviews.ts writes them. */
function writeReview(db: Db, me: string) {
  const batch = db.batch();
  batch.set(db.doc(`products/${live}/reviews/${me}`), { uid: me, authorName: "Bea B.", stars: 5, text: "Worth every minute.", createdOn: f.now() });
  batch.update(db.doc(`products/${live}`), { rating: { stars: 9 / 2, count: 2, total: 9 } });
  return batch.commit();
}

const ownReview = (me: string) => ({ [`products/${live}/reviews/${me}`]: f.review(me) });

/**
 * A review of 4 stars (the fixture's only one, or the caller's own) changed to 1 star, or deleted,
 * with the product's rating moved to match in the same commit: the exact pair an attacker would
 * need. Authors change their reviews through the server (decision 0168), so the rules take neither.
 */
function changeReview(db: Db, uid: string, change: "edit" | "delete") {
  const batch = db.batch();
  const review = db.doc(`products/${live}/reviews/${uid}`);
  if (change === "edit") batch.update(review, { stars: 1, text: "Changed my mind." });
  else batch.delete(review);
  batch.update(db.doc(`products/${live}`), { rating: change === "edit" ? { stars: 1, count: 1, total: 1 } : { stars: 0, count: 0, total: 0 } });
  return batch.commit();
}

export const REQUESTS: Record<string, Requests> = {
  universities: docRequests(() => f.UNIVERSITY, () => ["descriptive/university/universities/uni_new", { shortName: "TUW", name: "TU Wien", country: "AT", city: "Vienna", website: "https://tuwien.at" }], () => ({ name: "Renamed" })),
  "university-degrees": universityPart("degrees", "deg_msc", { name: "BSc Agriculture", level: "bachelor" }),
  "university-courses": universityPart("courses", "course_lca", { name: "Soil Health", code: "SH-101", degreeIds: ["deg_msc"] }),
  "university-sections": universityPart("sections", "sec_goal", { name: "Inventory analysis", courseId: "course_lca" }),
  "users-own": {
    ...docRequests((me) => `users/${me}`, (me) => [`users/${me}`, f.userRecord(me)], () => ({ firstName: "Grace" })),
    prepare: { create: (me) => ({ [`users/${me}`]: null }) },
  },
  "users-other": {
    ...docRequests(() => `users/${OTHER_UID}`, () => [`users/${OTHER_UID}`, f.userRecord(OTHER_UID)], () => ({ firstName: "Grace" })),
    prepare: { create: () => ({ [`users/${OTHER_UID}`]: null }) },
  },
  "notifications-own": docRequests((me) => `users/${me}/notifications/note_1`, (me) => [`users/${me}/notifications/note_new`, { ...f.notification, createdAt: f.now() }], () => ({ read: true })),
  "notifications-other": docRequests(() => `users/${OTHER_UID}/notifications/note_1`, () => [`users/${OTHER_UID}/notifications/note_new`, { ...f.notification, createdAt: f.now() }], () => ({ read: true })),
  "progress-own": progressRequests((me) => me),
  "progress-other": progressRequests(() => OTHER_UID),
  "products-approved": docRequests(
    () => `products/${live}`,
    (me) => [`products/${NEW_PRODUCT}`, { ...f.newDraft(me), state: "approved" }],
    () => ({ title: "Circular Economy, revised", lastUpdated: f.now() }),
  ),
  "products-draft": {
    ...docRequests(
      () => `products/${draft}`,
      (me) => [`products/${NEW_PRODUCT}`, f.newDraft(me)],
      () => ({ title: "Circular Economy, draft 2", price: 19, free: false, lastUpdated: f.now() }),
    ),
    delete: (db) => deleteWithTeam(db, draft),
  },
  "teams-approved": {
    ...docRequests(() => `productTeams/${live}`, () => [`productTeams/${other}`, f.team(["otto"])], () => ({ payout: [100, 0] })),
    delete: (db) => deleteWithTeam(db, live),
  },
  "teams-draft": {
    ...docRequests(() => `productTeams/${draft}`, () => [`productTeams/${NEW_PRODUCT}`, f.team(["x"])], () => ({ payout: [100, 0] })),
    // A creator's own new draft with a team they wrote themselves: the split is the server's.
    create: (db, me) => {
      const batch = db.batch();
      batch.set(db.doc(`products/${NEW_PRODUCT}`), f.newDraft(me));
      batch.set(db.doc(`productTeams/${NEW_PRODUCT}`), f.team([me]));
      return batch.commit();
    },
    delete: (db) => deleteWithTeam(db, draft),
  },
  "lectures-approved": lectures(live),
  "lectures-draft": lectures(draft),
  "content-approved": privateContent(live),
  "content-draft": privateContent(draft),
  "content-forged-lecture": forgedLecture,
  reviews: {
    get: (db) => db.doc(`products/${live}/reviews/${OTHER_UID}`).get(),
    create: writeReview,
    update: (db, me) => db.doc(`products/${live}/reviews/${me}`).update({ text: "Changed my mind." }),
    delete: (db, me) => db.doc(`products/${live}/reviews/${me}`).delete(),
    prepare: { update: ownReview, delete: ownReview },
  },
  "reviews-other": {
    get: (db) => db.doc(`products/${live}/reviews/${OTHER_UID}`).get(),
    create: (db) => {
      const batch = db.batch();
      batch.set(db.doc(`products/${live}/reviews/${OTHER_UID}`), { uid: OTHER_UID, authorName: "Carol K.", stars: 1, text: "Not mine.", createdOn: f.now() });
      batch.update(db.doc(`products/${live}`), { rating: { stars: 5 / 2, count: 2, total: 5 } });
      return batch.commit();
    },
    update: (db) => changeReview(db, OTHER_UID, "edit"),
    delete: (db) => changeReview(db, OTHER_UID, "delete"),
    // A new review in carol's name: hers is not there yet.
    prepare: { create: () => ({ [`products/${live}/reviews/${OTHER_UID}`]: null }) },
  },
  questions: docRequests(() => `products/${live}/questions/q_1`, (me) => [`products/${live}/questions/q_new`, { ...f.question(me), createdOn: f.now() }], () => ({ text: "Edited question" })),
  answers: docRequests(
    () => `products/${live}/questions/q_1/answers/a_1`,
    (me) => [`products/${live}/questions/q_1/answers/a_new`, { ...f.answer(me), createdOn: f.now() }],
    () => ({ text: "Edited answer" }),
  ),
  "connections-own": {
    ...docRequests((me) => `connections/${me}`, (me) => [`connections/${me}`, f.connection(me)], () => ({ payoutsEnabled: true, onboarding: "complete" })),
    prepare: { create: (me) => ({ [`connections/${me}`]: null }) },
  },
  "connections-other": {
    ...docRequests(() => `connections/${OTHER_UID}`, () => [`connections/${OTHER_UID}`, f.connection(OTHER_UID)], (me) => ({ accountId: `acct_${me}` })),
    prepare: { create: () => ({ [`connections/${OTHER_UID}`]: null }) },
  },
  "creator-profiles-own": {
    ...docRequests((me) => `creatorProfiles/${me}`, (me) => [`creatorProfiles/${me}`, f.creatorProfile(me)], () => ({ bio: "Now teaching composting too." })),
    prepare: { create: (me) => ({ [`creatorProfiles/${me}`]: null }) },
  },
  "creator-profiles-other": {
    ...docRequests(() => `creatorProfiles/${OTHER_UID}`, () => [`creatorProfiles/${OTHER_UID}`, f.creatorProfile(OTHER_UID)], () => ({ bio: "Buy my course at evil.example" })),
    prepare: { create: () => ({ [`creatorProfiles/${OTHER_UID}`]: null }) },
  },
  "relations-own": {
    ...docRequests((me) => `userProductRelations/${me}_${f.SHELF}`, (me) => [`userProductRelations/${me}_${other}`, f.relation(me, other)], () => ({ source: "grant" })),
    get: (db, me) => db.doc(`userProductRelations/${me}_${live}`).get(),
  },
  "relations-other": docRequests(() => `userProductRelations/${OTHER_UID}_${live}`, () => [`userProductRelations/${OTHER_UID}_${other}`, f.relation(OTHER_UID, other)], () => ({ source: "grant" })),
  "orders-own": docRequests((me) => `orders/order_${me}`, (me) => [`orders/order_new_${me}`, f.order(me)], () => ({ status: "refunded", total: 0 })),
  "orders-other": docRequests(() => `orders/order_${OTHER_UID}`, () => [`orders/order_new_${OTHER_UID}`, f.order(OTHER_UID)], () => ({ status: "refunded" })),
  "orders-own-refund-request": docRequests(
    (me) => `orders/order_${me}`,
    (me) => [`orders/order_new_${me}`, { ...f.order(me), goodwillOn: f.now() }],
    () => ({ refundRequest: { state: "pending", reason: "Changed my mind", requestedOn: f.now() }, goodwillOn: f.now() }),
  ),
  "order-events": docRequests(
    (me) => `orders/order_${me}/events/refund_requested`,
    (me) => [`orders/order_${me}/events/goodwill_granted`, f.orderEvent(me)],
    () => ({ note: "Forged" }),
  ),
  "invoices-own": docRequests((me) => `invoices/order_${me}`, (me) => [`invoices/order_new_${me}`, f.invoice(me)], () => ({ totals: { grossCents: 1, netCents: 1, vatCents: 0 } })),
  "invoices-other": docRequests(() => `invoices/order_${OTHER_UID}`, () => [`invoices/order_new_${OTHER_UID}`, f.invoice(OTHER_UID)], (me) => ({ uid: me })),
  "credit-notes-own": docRequests((me) => `creditNotes/order_${me}`, (me) => [`creditNotes/order_new_${me}`, f.creditNote(me)], () => ({ totals: { grossCents: 0, netCents: 0, vatCents: 0 } })),
  "certificates-own": docRequests((me) => `certificates/cert_${me}`, (me) => [`certificates/cert_new_${me}`, f.certificate(me, false)], () => ({ learnerName: "Someone Else" })),
  "certificates-other-private": docRequests(() => `certificates/cert_${OTHER_UID}`, () => [`certificates/cert_new_${OTHER_UID}`, f.certificate(OTHER_UID, false)], () => ({ public: true })),
  "certificates-other-public": docRequests(() => `certificates/cert_public_${OTHER_UID}`, () => [`certificates/cert_new_${OTHER_UID}`, f.certificate(OTHER_UID, true)], () => ({ revokedAt: null })),
  "certificate-pointers-own": docRequests((me) => `users/${me}/certificates/${live}`, (me) => [`users/${me}/certificates/${other}`, { certificateId: `cert_${me}`, createdAt: f.now() }], () => ({ certificateId: "cert_forged" })),
  "certificate-pointers-other": docRequests(() => `users/${OTHER_UID}/certificates/${live}`, () => [`users/${OTHER_UID}/certificates/${other}`, { certificateId: `cert_${OTHER_UID}`, createdAt: f.now() }], () => ({ certificateId: "cert_forged" })),
  "credit-notes-other": docRequests(() => `creditNotes/order_${OTHER_UID}`, () => [`creditNotes/order_new_${OTHER_UID}`, f.creditNote(OTHER_UID)], (me) => ({ uid: me })),
  "invoice-counters": docRequests(() => "invoiceCounters/2026", () => ["invoiceCounters/2027", { invoice: 1 }], () => ({ invoice: 0 })),
  "payouts-own": docRequests((me) => f.payoutPath(me), (me) => [`payouts/order_new_${live}_${me}`, f.payoutEntry(me)], () => ({ amount: 2400, amountCents: 240000, status: "pending" })),
  "payouts-other": docRequests(() => f.payoutPath(OTHER_UID), () => [`payouts/order_new_${live}_${OTHER_UID}`, f.payoutEntry(OTHER_UID)], (me) => ({ uid: me })),
  "creator-days-own": docRequests(
    (me) => f.creatorDayPath(me),
    (me) => [f.creatorDayPath(me, "2026-01-02"), f.creatorDay(me, "2026-01-02")],
    () => ({ products: { [live]: { units: 1000, revenueCents: 9_999_900, enrolments: 1000, title: "Forged" } } }),
  ),
  "audit-log": docRequests(() => "auditLog/entry_1", () => ["auditLog/forged", f.auditEntry], () => ({ reason: "Nothing to see" })),
  "mail-own": docRequests((me) => f.mailPath(me), (me) => ["mail/forged", f.mail(me)], () => ({ to: "attacker@example.com" })),
};
