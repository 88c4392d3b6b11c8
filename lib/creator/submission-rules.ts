import { recognitionProblems } from "@/lib/recognition/requirements";
import type { Lecture, Product, TeamDoc } from "@/lib/types/product";
import type { Problem } from "./errors";
import { isPreviewSource, PREVIEW_FIELDS, type PreviewField, type PreviewStorage } from "./preview-media";
import { hasWholeCents } from "./price";
import { shareSumError } from "@/lib/schemas/creator";

export const SEO_MAX = 160;

/** What the completeness check needs besides the product: read by the server in its transaction. */
export type SubmissionFacts = {
  lectures: Lecture[];
  /** Ids of lectures whose private/content document exists. */
  lecturesWithMedia: Set<string>;
  universityExists: boolean;
  uniCourseExists: boolean;
  /** The payout split and open invitations (the live product's, for a working copy). */
  team: TeamDoc;
  /** This deployment's bucket, which uploaded preview media must come from. */
  storage: PreviewStorage;
};

const PREVIEW_MESSAGES: Record<PreviewField, string> = {
  previewImg: "The preview image must be uploaded here, in the builder; it points to another address. Upload it again.",
  previewImgSmall: "The small preview image points to another address than an upload of this course. Upload the preview image again.",
  previewVideo: "The preview video must be uploaded here, in the builder; it points to another address. Upload it again or remove it.",
};

const blank = (text: string) => text.trim().length === 0;

/**
 * Every reason the product cannot go to review yet, in the order the builder shows its fields, with
 * messages a creator understands. Open invitations do not block a submission
 * (docs/decisions/0064-open-invitations-do-not-block.md):
 * their shares already count towards the 100 %, and a decline returns the share to the lead.
 */
export function submissionProblems(product: Product, facts: SubmissionFacts): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (blank(product.title)) add("title", "Give the product a title.");
  if (blank(product.subtitle)) add("subtitle", "Add a subtitle.");
  if (blank(product.description)) add("description", "Write a description.");
  if (blank(product.descriptionSEO)) add("descriptionSEO", "Write a short search-engine description.");
  else if (product.descriptionSEO.length > SEO_MAX) add("descriptionSEO", `Keep the search-engine description to ${SEO_MAX} characters (now ${product.descriptionSEO.length}).`);
  if (!product.university) add("university", "Choose a university.");
  else if (!facts.universityExists) add("university", "The chosen university no longer exists; choose another.");
  if (!product.uniCourse) add("uniCourse", "Choose a university course.");
  else if (product.university && !facts.uniCourseExists) add("uniCourse", "The chosen course does not exist at this university; choose another.");
  sectionProblems(product, facts, add);
  if (!product.previewImg) add("previewImg", "Upload a preview image.");
  // A working copy's uploads go to its live product's folder
  // (docs/decisions/0065-working-copy-for-approved-products.md).
  const folders = [product.id, product.revisionOf];
  for (const field of PREVIEW_FIELDS) {
    if (!isPreviewSource(field, product[field], folders, facts.storage)) add(field, PREVIEW_MESSAGES[field]);
  }
  if (product.free && product.price !== 0) add("price", "A free product has the price 0.");
  if (!product.free && !(product.price > 0)) add("price", "Set a price above 0, or mark the product as free.");
  else if (!product.free && !hasWholeCents(product.price)) add("price", "Use at most two decimals for the price.");
  for (const problem of recognitionProblems(product)) problems.push(problem);
  const { payout, invitationShares } = facts.team;
  if (payout.length !== product.creators.length || shareSumError([...payout, ...invitationShares])) {
    add("payout", "The payout split must give every creator a share and add up to 100 %.");
  }
  if (product.sdgs.some((goal) => !Number.isInteger(goal) || goal < 1 || goal > 17)) add("sdgs", "Sustainable Development Goals are numbered 1 to 17.");
  return problems;
}

function sectionProblems(product: Product, facts: SubmissionFacts, add: (field: string, message: string) => void) {
  if (product.sections.length === 0) {
    add("sections", "Add at least one section with a lecture.");
    return;
  }
  const sectionIds = new Set(product.sections.map((section) => section.id));
  product.sections.forEach((section, index) => {
    const name = section.title.trim() || `Section ${index + 1}`;
    if (product.readyToPublish[index] !== true) add(`sections.${index}`, `Mark section “${name}” as ready to publish.`);
    if (!facts.lectures.some((lecture) => lecture.sectionId === section.id)) add(`sections.${index}`, `Add at least one lecture to section “${name}”.`);
  });
  for (const lecture of facts.lectures) {
    const name = lecture.title.trim() || "Untitled lecture";
    if (!sectionIds.has(lecture.sectionId)) add(`lectures.${lecture.id}`, `Lecture “${name}” belongs to no section; move or delete it.`);
    if (!facts.lecturesWithMedia.has(lecture.id)) add(`lectures.${lecture.id}`, `Upload the ${lecture.type === "document" ? "document" : "video"} for lecture “${name}”.`);
  }
}

/**
 * length, sectionCount, lectureCount and `captioned` as they follow from the sections and
 * lectures. Captioned: at least one video lecture, and every one with captions (a documents-only
 * product is not marked "Captions").
 */
export function derivedFields(product: Pick<Product, "sections">, lectures: Pick<Lecture, "duration" | "type" | "captions">[]) {
  const videos = lectures.filter((lecture) => lecture.type === "video");
  return {
    length: lectures.reduce((total, lecture) => total + lecture.duration, 0),
    sectionCount: product.sections.length,
    lectureCount: lectures.length,
    captioned: videos.length > 0 && videos.every((lecture) => lecture.captions.length > 0),
  };
}
