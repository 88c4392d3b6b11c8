import type { ProductDoc } from "@/lib/types/product";

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
