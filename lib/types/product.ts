import type { Timestamp } from "firebase-admin/firestore";
import type { Difficulty } from "../utils/difficulty";

export const productTypes = ["video_courses", "documents"] as const;
export type ProductType = (typeof productTypes)[number];

/** SPEC §4 shows `approved`; a creator's draft goes to `pending` review and back if `rejected`. */
export const productStates = ["draft", "pending", "approved", "rejected"] as const;
export type ProductState = (typeof productStates)[number];

/** A course's EQF level (docs/decisions/0184-recognition-pack-elm-mapping.md); 0 when not set. */
export const EQF_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type EqfLevel = (typeof EQF_LEVELS)[number];

export const isEqfLevel = (value: unknown): value is EqfLevel => typeof value === "number" && (EQF_LEVELS as readonly number[]).includes(value);

/** A closed list, after the assessment kinds the European Learning Model's examples use. */
export const ASSESSMENT_TYPES = ["none", "quiz", "written-exam", "project", "oral-exam", "portfolio"] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const isAssessmentType = (value: unknown): value is AssessmentType => typeof value === "string" && (ASSESSMENT_TYPES as readonly string[]).includes(value);

export type Faq = { question: string; answer: string };
export type Resource = { title: string; url: string };
export type ProductSection = { id: string; title: string };
/** `stars` is exactly total / count (unrounded; displays round it); `total` is the sum of all reviews' stars. */
export type Rating = { stars: number; count: number; total: number };

const whole = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * The rating after one review's stars are counted (`add`), taken out (`remove`), or both (an
 * edit). Integers in, the exact average out (decision 0040): no review, no stars. The browser's
 * new review (lib/db/reviews.ts) and the server's edits (lib/reviews/writes.server.ts) move it
 * the same way, and firestore.rules check that way.
 */
export function rerate(before: Partial<Rating> | undefined, { add, remove }: { add?: number; remove?: number }): Rating {
  const count = whole(before?.count) + (add === undefined ? 0 : 1) - (remove === undefined ? 0 : 1);
  const total = whole(before?.total) + (add ?? 0) - (remove ?? 0);
  return { stars: count > 0 ? total / count : 0, count, total };
}

/**
 * A product as the app holds it (SPEC §3): plain and serializable, with timestamps as ISO
 * strings. The stored document has Firestore Timestamps; lib/db/product-shape.ts converts.
 */
export type Product = {
  id: string;
  title: string;
  type: ProductType;
  priceId: string;
  subtitle: string;
  description: string;
  descriptionSEO: string;
  author: string;
  creators: string[];
  faq: Faq[];
  price: number;
  free: boolean;
  university: string;
  uniDegree: string;
  uniCourse: string;
  uniSection: string;
  previewImg: string;
  previewImgSmall: string;
  previewVideo: string;
  createdOn: string;
  lastUpdated: string;
  /** Minutes, summed from the lectures. */
  length: number;
  rating: Rating;
  /**
   * The reviews by verified students of the product's university only, kept in the same commit
   * as `rating` (docs/decisions/0189-verified-student-reviews.md); absent until the first one.
   */
  verifiedRating?: Rating;
  sectionCount: number;
  lectureCount: number;
  readyToPublish: boolean[];
  resources: Resource[];
  sections: ProductSection[];
  state: ProductState;
  rejectionReason: string;
  participants: number;
  difficulty: Difficulty;
  workloadHours: number;
  ects: number;
  learningOutcomes: string[];
  /** UN Sustainable Development Goals, 1 to 17. */
  sdgs: number[];
  /** Every video lecture has captions: derived from the lectures at submission, like `length`. */
  captioned: boolean;
  language: string;
  /** European Qualifications Framework level 1 to 8; 0 until the creator sets it. */
  eqfLevel: number;
  /** How learners are assessed; "" until the creator sets it. */
  assessment: AssessmentType | "";
  /** What a learner should know before starting, as plain text. */
  prerequisites: string;
  /** Set on a working copy of an approved product (docs/decisions/0065); '' everywhere else. */
  revisionOf: string;
};

export type LectureType = "video" | "document";

/** One captions track of a video lecture: a WebVTT file beside the lecture's media, at most one per language. */
export type Caption = { language: string; label: string; path: string };

/** products/{id}/lectures/{id}: the outline is public with an approved product; `contentUrl` is not. */
export type Lecture = {
  id: string;
  sectionId: string;
  title: string;
  order: number;
  /** Minutes. */
  duration: number;
  type: LectureType;
  /** Free to watch before buying. */
  preview: boolean;
  captions: Caption[];
};

/** products/{id}/reviews/{uid}: one per buyer. */
export type Review = {
  id: string;
  uid: string;
  authorName: string;
  stars: number;
  text: string;
  createdOn: string;
  /** When its author last changed it; absent if never. */
  editedOn?: string;
  /** The term the reviewer took the university course in, e.g. "Winter 2026/27" (lib/reviews/terms.ts); absent if not named. */
  term?: string;
  /** The university the author was a verified student of when writing it, stamped in the review's commit and checked by firestore.rules. */
  verifiedUniversity?: string;
};

/**
 * products/{id} as stored: the app shape without its id, Timestamps for dates, and the fields
 * only the server and the rules use (search, facets, the builder's save token).
 */
export type ProductDoc = Omit<Product, "id" | "createdOn" | "lastUpdated"> & {
  createdOn: Timestamp;
  lastUpdated: Timestamp;
  /** The catalogue's filter values, written at approval (lib/catalogue/facets.ts). */
  facets?: string[];
  /** The admin picker's title search (lib/learning/title-terms.ts). */
  titleSort?: string;
  titleTerms?: string[];
  /** The builder's save token: a save based on another one is refused. */
  draftRevision?: string;
  /** The audit entry of the creator's last withdrawal from review (firestore.rules, decision 0129). */
  lastAuditId?: string;
};

/**
 * productTeams/{productId}: who earns what from a product and whom its lead invited. Only the
 * product's creators and admins read it, and only the server writes it (issue 32: invitees'
 * email addresses stay off the public product). A working copy has none: it follows its live
 * product's team. A product without one has a single creator earning 100 %.
 */
export type TeamDoc = {
  /** Percentages per creator, in the order of the product's `creators`; with the open invitations' shares they sum to 100. */
  payout: number[];
  /** Email addresses invited to co-create, lower case. */
  invitations: string[];
  /** Percentages of the open `invitations`, in their order. */
  invitationShares: number[];
};

/** products/{id}/lectures/{id} as stored. */
export type LectureDoc = Omit<Lecture, "id">;

/**
 * products/{pid}/lectures/{lid}/private/content: where a lecture's media lives. Seeded media is a
 * path on the server's disk; uploads carry `source: "storage"` and what the builder shows of them.
 */
export type LectureContentDoc = {
  kind: LectureType;
  path: string;
  source?: "storage";
  fileName?: string;
  size?: number;
  contentType?: string;
};

/** products/{id}/reviews/{uid} as stored; `notifiedAt` is set once the creators were told. */
export type ReviewDoc = Omit<Review, "id" | "createdOn" | "editedOn"> & { createdOn: Timestamp; editedOn?: Timestamp; notifiedAt?: Timestamp; refreshedAt?: Timestamp };
