import type { Caption, Lecture, Product, ProductDoc, ProductType, Review } from "@/lib/types/product";
import { isAssessmentType, isEqfLevel, productStates, productTypes } from "@/lib/types/product";
import { isDifficulty } from "@/lib/utils/difficulty";
import { timestampToIso } from "@/lib/utils/timestamps";

// The one bridge between stored documents and app shapes (STYLE.md): works with the Timestamps
// of both firebase-admin and the Lite SDK, since both carry seconds and nanoseconds.
type Data = Record<string, unknown>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const list = <T>(value: unknown, keep: (item: unknown) => item is T): T[] => (Array.isArray(value) ? value.filter(keep) : []);
const isString = (item: unknown): item is string => typeof item === "string";
const isNumber = (item: unknown): item is number => typeof item === "number";
const isBoolean = (item: unknown): item is boolean => typeof item === "boolean";
/** The strings of a stored array, dropping anything else a hand edit may have left there. */
export const stringList = (value: unknown): string[] => list(value, isString);
/** The numbers of a stored array. */
export const numberList = (value: unknown): number[] => list(value, isNumber);
const isObject = (item: unknown): item is Data => typeof item === "object" && item !== null;

export function toIso(value: unknown): string {
  if (isObject(value) && typeof value.seconds === "number" && typeof value.nanoseconds === "number") {
    return timestampToIso({ seconds: value.seconds, nanoseconds: value.nanoseconds });
  }
  return typeof value === "string" ? value : new Date(0).toISOString();
}

/**
 * Every stored field toProduct reads. Server reads that list or show products ask Firestore for
 * these alone: a product also stores its search facets (thousands of strings, tens of kB) and title
 * terms, which only the catalogue's queries use. A unit test keeps this list and toProduct in step.
 */
export const PRODUCT_FIELDS = [
  "title", "type", "priceId", "subtitle", "description", "descriptionSEO", "author", "creators", "faq", "price", "free",
  "university", "uniDegree", "uniCourse", "uniSection", "previewImg", "previewImgSmall", "previewVideo", "createdOn",
  "lastUpdated", "length", "rating", "sectionCount", "lectureCount", "readyToPublish", "resources", "sections", "state",
  "rejectionReason", "participants", "difficulty", "workloadHours", "ects", "learningOutcomes", "sdgs", "language", "revisionOf", "captioned", "eqfLevel", "assessment", "prerequisites", "verifiedRating",
] as const;

export function toProduct(id: string, data: Data): Product {
  const rating = isObject(data.rating) ? data.rating : {};
  const pairs = <K extends string>(value: unknown, keys: [K, K]) =>
    list(value, isObject).map((item) => ({ [keys[0]]: str(item[keys[0]]), [keys[1]]: str(item[keys[1]]) }) as Record<K, string>);
  return {
    id,
    title: str(data.title),
    type: (productTypes as readonly string[]).includes(str(data.type)) ? (data.type as ProductType) : "video_courses",
    priceId: str(data.priceId),
    subtitle: str(data.subtitle),
    description: str(data.description),
    descriptionSEO: str(data.descriptionSEO),
    author: str(data.author),
    creators: list(data.creators, isString),
    faq: pairs(data.faq, ["question", "answer"]),
    price: num(data.price),
    free: data.free === true,
    university: str(data.university),
    uniDegree: str(data.uniDegree),
    uniCourse: str(data.uniCourse),
    uniSection: str(data.uniSection),
    previewImg: str(data.previewImg),
    previewImgSmall: str(data.previewImgSmall),
    previewVideo: str(data.previewVideo),
    createdOn: toIso(data.createdOn),
    lastUpdated: toIso(data.lastUpdated),
    length: num(data.length),
    rating: { stars: num(rating.stars), count: num(rating.count), total: num(rating.total) },
    ...(isObject(data.verifiedRating) ? { verifiedRating: { stars: num(data.verifiedRating.stars), count: num(data.verifiedRating.count), total: num(data.verifiedRating.total) } } : {}),
    sectionCount: num(data.sectionCount),
    lectureCount: num(data.lectureCount),
    readyToPublish: list(data.readyToPublish, isBoolean),
    resources: pairs(data.resources, ["title", "url"]),
    sections: pairs(data.sections, ["id", "title"]),
    state: (productStates as readonly string[]).includes(str(data.state)) ? (data.state as Product["state"]) : "draft",
    rejectionReason: str(data.rejectionReason),
    participants: num(data.participants),
    difficulty: isDifficulty(data.difficulty) ? data.difficulty : "normal",
    workloadHours: num(data.workloadHours),
    ects: num(data.ects),
    learningOutcomes: list(data.learningOutcomes, isString),
    sdgs: list(data.sdgs, isNumber),
    language: str(data.language) || "en",
    // Products from before the recognition pack have none of these three.
    eqfLevel: isEqfLevel(data.eqfLevel) ? data.eqfLevel : 0,
    assessment: isAssessmentType(data.assessment) ? data.assessment : "",
    prerequisites: str(data.prerequisites),
    revisionOf: str(data.revisionOf),
    captioned: data.captioned === true,
  };
}

/** The well-formed captions of a lecture, the first of each language only. */
function toCaptions(value: unknown): Caption[] {
  const seen = new Set<string>();
  return list(value, isObject).flatMap((item) => {
    const [language, label, path] = [str(item.language), str(item.label), str(item.path)];
    if (!language || !label || !path || seen.has(language)) return [];
    seen.add(language);
    return [{ language, label, path }];
  });
}

export function toLecture(id: string, data: Data): Lecture {
  return {
    id,
    sectionId: str(data.sectionId),
    title: str(data.title),
    order: num(data.order),
    duration: num(data.duration),
    type: data.type === "document" ? "document" : "video",
    preview: data.preview === true,
    captions: toCaptions(data.captions),
  };
}

export function toReview(id: string, data: Data): Review {
  const review: Review = { id, uid: str(data.uid), authorName: str(data.authorName), stars: num(data.stars), text: str(data.text), createdOn: toIso(data.createdOn) };
  if (data.editedOn) review.editedOn = toIso(data.editedOn);
  if (str(data.term)) review.term = str(data.term);
  if (str(data.verifiedUniversity)) review.verifiedUniversity = str(data.verifiedUniversity);
  return review;
}

/**
 * Every field a product document may carry. Anyone reads an approved product, and Firestore's
 * rules cannot hide single fields, so what is not meant for every visitor (the payout split,
 * invitees' addresses: productTeams) must never be written here. A new stored field is added to
 * ProductDoc and to this list together, or the build fails below; tests/db/product-public-shape
 * reads products anonymously after every flow that writes them and fails on any other field.
 */
export const PUBLIC_PRODUCT_FIELDS = [
  // What the creator types in the builder (firestore.rules creatorEditableKeys) and its save token.
  "title", "type", "subtitle", "description", "descriptionSEO", "author", "faq", "price", "free", "difficulty",
  "university", "uniDegree", "uniCourse", "uniSection", "resources", "sections", "readyToPublish", "previewImg",
  "previewImgSmall", "previewVideo", "workloadHours", "ects", "learningOutcomes", "sdgs", "language", "eqfLevel", "assessment",
  "prerequisites", "lastUpdated",
  "draftRevision",
  // The server's: who may edit (uids only; names are `author`), state, figures and search fields.
  "creators", "state", "rejectionReason", "rating", "verifiedRating", "participants", "length", "sectionCount", "lectureCount",
  "createdOn", "priceId", "revisionOf", "captioned", "facets", "titleSort", "titleTerms", "lastAuditId",
] as const satisfies readonly (keyof ProductDoc)[];

export type PublicProductField = (typeof PUBLIC_PRODUCT_FIELDS)[number];

// Fails to compile when ProductDoc gains a field this list does not name.
const everyStoredFieldIsListed: Exclude<keyof ProductDoc, PublicProductField> extends never ? true : never = true;
void everyStoredFieldIsListed;
