import type { Lecture, LectureType, Product } from "./product";

// A course as the builder edits and stores it (lib/db/product-drafts.ts reads and writes it,
// lib/creator/builder-model.ts edits it): the product's creator-editable fields and its lectures.

/** The fields of a product a creator types into the builder (firestore.rules `creatorEditableKeys`). */
export const CREATOR_FIELDS = [
  "title",
  "type",
  "subtitle",
  "description",
  "descriptionSEO",
  "author",
  "faq",
  "price",
  "free",
  "difficulty",
  "university",
  "uniDegree",
  "uniCourse",
  "uniSection",
  "resources",
  "sections",
  "readyToPublish",
  "previewImg",
  "previewImgSmall",
  "previewVideo",
  "workloadHours",
  "ects",
  "learningOutcomes",
  "sdgs",
  "language",
  "eqfLevel",
  "assessment",
  "prerequisites",
] as const satisfies readonly (keyof Product)[];

export type CreatorField = (typeof CREATOR_FIELDS)[number];
export type CourseFields = Pick<Product, CreatorField>;

/** Where a lecture's uploaded file lives (products/{pid}/lectures/{lid}/private/content). */
export type LectureMedia = { kind: LectureType; path: string; fileName: string; size: number; contentType: string };

export type LectureDraft = Omit<Lecture, "order"> & { media: LectureMedia | null };

/** Everything the builder edits: the product's fields and its lectures, in outline order. */
export type CourseDraft = { fields: CourseFields; lectures: LectureDraft[] };

export function emptyFields(author: string): CourseFields {
  return {
    title: "",
    type: "video_courses",
    subtitle: "",
    description: "",
    descriptionSEO: "",
    author,
    faq: [],
    price: 0,
    free: true,
    difficulty: "normal",
    university: "",
    uniDegree: "",
    uniCourse: "",
    uniSection: "",
    resources: [],
    sections: [],
    readyToPublish: [],
    previewImg: "",
    previewImgSmall: "",
    previewVideo: "",
    workloadHours: 0,
    ects: 0,
    learningOutcomes: [],
    sdgs: [],
    language: "en",
    eqfLevel: 0,
    assessment: "",
    prerequisites: "",
  };
}

/**
 * The fields of a new draft that only the server changes later, at the defaults firestore.rules
 * `isNewDraft` demands: its creator alone, no rating, learners or lectures yet. `now` is the
 * SDK's server timestamp.
 */
export function newDraftDefaults<Now>(uid: string, now: Now) {
  return {
    creators: [uid],
    state: "draft",
    rejectionReason: "",
    rating: { stars: 0, count: 0, total: 0 },
    participants: 0,
    length: 0,
    sectionCount: 0,
    lectureCount: 0,
    priceId: "",
    createdOn: now,
    lastUpdated: now,
  };
}

export function fieldsOf(product: Product): CourseFields {
  return Object.fromEntries(CREATOR_FIELDS.map((key) => [key, product[key]])) as CourseFields;
}

/** A lecture as stored, with its position in the whole outline. */
export type StoredLecture = Omit<Lecture, "id">;

export const storedLecture = (lecture: LectureDraft, order: number): StoredLecture => ({
  sectionId: lecture.sectionId,
  title: lecture.title,
  order,
  duration: lecture.duration,
  type: lecture.type,
  preview: lecture.preview,
  captions: lecture.captions,
});

export type DraftChanges = {
  fields: Partial<CourseFields>;
  lectures: { id: string; data: StoredLecture }[];
  deletedLectureIds: string[];
};

/**
 * Why a course builder write was not made (lib/db/product-drafts.ts, which turns Firestore's
 * refusals into these): the course changed since the page loaded or last saved it
 * ("draft/changed"), it can no longer be edited ("draft/locked": under review or published), or
 * the rules refused the write ("draft/denied": no longer one of its creators). Trying again cannot
 * help with these; reloading does. "draft/offline": the server could not be reached, so trying
 * again may.
 */
export class DraftSaveError extends Error {
  constructor(
    readonly code: "draft/changed" | "draft/locked" | "draft/denied" | "draft/offline",
    message: string,
  ) {
    super(message);
  }
}
