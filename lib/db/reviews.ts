import { getAuth } from "firebase/auth";
import { collectionGroup, doc, getDoc, getDocs, limit, query, runTransaction, serverTimestamp, where, type Firestore } from "firebase/firestore/lite";
import { getDb } from "@/lib/firebase/client";
import { isAborted, isDenied, isUnreachable } from "./firestore-errors";
import { toIso } from "./product-shape";
import { RELATIONS, relationId } from "./relation-id";
import { rerate, type Rating } from "@/lib/types/product";
import { PUBLIC_NAME_MAX } from "@/lib/utils/names";

export type ReviewErrorCode = "invalid" | "already-reviewed" | "not-found" | "not-allowed" | "unverified" | "not-opened" | "busy" | "failed";

/** A review that could not be saved; `message` can be shown as it is. */
export class ReviewError extends Error {
  constructor(
    readonly code: ReviewErrorCode,
    message: string,
  ) {
    super(message);
  }
}

// Contention only: five people reviewing in the same second retry instead of failing.
const MAX_ATTEMPTS = 10;

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** What the author may change of their review. */
export type OwnReview = { stars: number; text: string };

/** A new review as lib/schemas/reviews.ts checked it, with the name it is shown under. */
export type NewReviewInput = OwnReview & { term?: string | null; authorName: string };

/** One read: this user's review of this product, or null if they have none. (Review ids are the reviewer's uid.) */
export async function readOwnReview(uid: string, productId: string): Promise<OwnReview | null> {
  const review = (await getDoc(doc(getDb(), "products", productId, "reviews", uid))).data();
  return review ? { stars: num(review.stars), text: typeof review.text === "string" ? review.text : "" } : null;
}

/**
 * Saves `uid`'s review and the product's new rating in one transaction, so the rating always
 * equals the reviews it counts, however many people review at once. firestore.rules accept the
 * pair only from an owner of the product, once, with the rating raised by exactly these stars.
 * `db` is for tests that sign several people in at the same time.
 */
export async function addReview(
  uid: string,
  productId: string,
  input: NewReviewInput,
  db: Firestore = getDb(),
): Promise<Rating> {
  const authorName = input.authorName.trim().slice(0, PUBLIC_NAME_MAX);
  if (!authorName) throw new ReviewError("invalid", "Your name is missing.");

  const review: NewReview = { uid, authorName, stars: input.stars, text: input.text.trim(), ...(input.term ? { term: input.term } : {}) };
  for (let attempt = 1; ; attempt++) {
    try {
      return await reviewTransaction(db, productId, review);
    } catch (error) {
      // Rules see the rating as committed by a concurrent reviewer, so a stale read is refused
      // as permission-denied rather than aborted. Retry owners; anyone else is simply refused.
      // An owner the rules still refuse on the first try may be one they never accept.
      const owner = isDenied(error) && attempt === 1 && (await ownsProduct(db, uid, productId));
      const problem = owner ? await reviewerProblem(uid, productId, db) : null;
      if (problem) throw problem;
      const contended = isDenied(error) && attempt < MAX_ATTEMPTS && (attempt > 1 || owner);
      if (!contended) throw toReviewError(error, attempt > 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
    }
  }
}

type NewReview = { uid: string; authorName: string; stars: number; text: string; term?: string };

/** The university the reviewer's verified email is of, as the server recorded it on their own record (firestore.rules let them read it). */
const verifiedUniversityOf = (user: { get(field: string): unknown }) => {
  const universityId = user.get("studentVerification.universityId");
  return typeof universityId === "string" ? universityId : "";
};

async function reviewTransaction(db: Firestore, productId: string, review: NewReview) {
  const productRef = doc(db, "products", productId);
  const reviewRef = doc(productRef, "reviews", review.uid);
  return runTransaction(
    db,
    async (transaction) => {
      const product = await transaction.get(productRef);
      const existing = await transaction.get(reviewRef);
      const user = await transaction.get(doc(db, "users", review.uid));
      const data = product.data();
      if (!data || data.state !== "approved") throw new ReviewError("not-found", "This course is no longer available.");
      if (Array.isArray(data.creators) && data.creators.includes(review.uid)) {
        throw new ReviewError("not-allowed", "Creators cannot review their own course.");
      }
      if (existing.exists()) throw new ReviewError("already-reviewed", "You have already reviewed this course.");
      const rating = rerate(data.rating as Partial<Rating> | undefined, { add: review.stars });
      // The mark is stamped now, for the product's own university only; firestore.rules check it
      // against the verification the server recorded (docs/decisions/0189-verified-student-reviews.md).
      const university = typeof data.university === "string" ? data.university : "";
      const verified = university !== "" && verifiedUniversityOf(user) === university;
      const mark = verified ? { verifiedUniversity: university } : {};
      const verifiedRating = verified ? { verifiedRating: rerate(data.verifiedRating as Partial<Rating> | undefined, { add: review.stars }) } : {};
      transaction.set(reviewRef, { ...review, ...mark, createdOn: serverTimestamp() });
      transaction.update(productRef, { rating, ...verifiedRating });
      return rating;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

export const VERIFY_TO_REVIEW = "Verify your email to review.";
export const OPEN_TO_REVIEW = "Open a lecture of this free course before you review it.";

/**
 * Why the rules would refuse this owner's review (firestore.rules reviewerIsReal), or null: an
 * unverified email, or a free course none of whose lectures was opened. Reads the ID token's
 * claim, which is what the rules see (a fresh verification needs a token refresh first), and, for
 * a free course, the product and the learner's progress.
 */
export async function reviewerProblem(uid: string, productId: string, db: Firestore = getDb()): Promise<ReviewError | null> {
  const user = getAuth(db.app).currentUser;
  const claims = user ? (await user.getIdTokenResult()).claims : {};
  if (claims.email_verified !== true) return new ReviewError("unverified", VERIFY_TO_REVIEW);
  const product = await getDoc(doc(db, "products", productId)).catch(() => null);
  if (product?.get("free") !== true) return null;
  const progress = await getDoc(doc(db, "users", uid, "progress", productId)).catch(() => null);
  const opened = progress?.get("lastLectureId");
  return typeof opened === "string" && opened ? null : new ReviewError("not-opened", OPEN_TO_REVIEW);
}

/** Reading a relation that does not exist is itself refused by the rules: that means "no". */
async function ownsProduct(db: Firestore, uid: string, productId: string): Promise<boolean> {
  return getDoc(doc(db, RELATIONS, relationId(uid, productId))).then(
    (snapshot) => snapshot.exists(),
    () => false,
  );
}

function toReviewError(error: unknown, contended: boolean): ReviewError {
  if (error instanceof ReviewError) return error;
  if (isDenied(error) && !contended) return new ReviewError("not-allowed", "Only people who own this course can review it, once.");
  if (contended || isAborted(error) || isUnreachable(error)) {
    return new ReviewError("busy", "Many people are reviewing right now. Please try again in a moment.");
  }
  return new ReviewError("failed", "Your review could not be saved. Please try again.");
}

/** How many of their reviews the account page lists: the rules refuse larger lists. */
const AUTHORED_REVIEWS_LIMIT = 50;

/** One of a person's reviews, with its course's title while the course can still be read (null after it left the catalogue). */
export type AuthoredReview = { productId: string; title: string | null; stars: number; text: string; createdOn: string };

/**
 * Up to AUTHORED_REVIEWS_LIMIT of `uid`'s reviews across every course, newest first: one query
 * of the `reviews` collection group (its `uid` is indexed for collection groups in
 * firestore.indexes.json, and firestore.rules lets people list only their own), then one read
 * per course for its title. Where an author withdraws a review of a course they no longer own.
 */
export async function readReviewsBy(uid: string, db: Firestore = getDb()): Promise<AuthoredReview[]> {
  const snapshot = await getDocs(query(collectionGroup(db, "reviews"), where("uid", "==", uid), limit(AUTHORED_REVIEWS_LIMIT)));
  const reviews = snapshot.docs.flatMap((review) => {
    const productId = review.ref.parent.parent?.id;
    if (!productId) return [];
    const data = review.data();
    return [{ productId, stars: num(data.stars), text: typeof data.text === "string" ? data.text : "", createdOn: toIso(data.createdOn) }];
  });
  const titles = await Promise.all(
    reviews.map(({ productId }) =>
      getDoc(doc(db, "products", productId)).then(
        (product) => (typeof product.get("title") === "string" ? (product.get("title") as string) : null),
        // A course taken out of the catalogue is no longer readable; its review can still go.
        (error: unknown) => {
          if (isDenied(error)) return null;
          throw error;
        },
      ),
    ),
  );
  return reviews.map((review, index) => ({ ...review, title: titles[index] ?? null })).sort((a, b) => b.createdOn.localeCompare(a.createdOn));
}
