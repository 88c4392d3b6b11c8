import { PREREQUISITES_MAX } from "@/lib/recognition/vocabulary";
import { isAssessmentType, isEqfLevel } from "@/lib/types/product";
import type { CourseDraft, CourseFields } from "./builder-model";
import { hasWholeCents } from "./price";

/** Limits the builder shows and firestore.rules enforces (`isProductContent`, `isLecture`). */
export const COURSE_LIMITS = {
  title: 120,
  subtitle: 200,
  description: 10000,
  descriptionSEO: 160,
  author: 100,
  faq: 30,
  question: 300,
  answer: 2000,
  resources: 30,
  resourceTitle: 120,
  sections: 50,
  sectionTitle: 120,
  lectureTitle: 200,
  learningOutcomes: 20,
  outcome: 300,
  price: 1000,
  workloadHours: 1000,
  ects: 60,
  lectureMinutes: 1440,
  prerequisites: PREREQUISITES_MAX,
} as const;

/** Field (or `lecture:{id}`, `section:{id}`, `faq:{i}`…) → what to fix, shown beside it. */
export type CourseErrors = Record<string, string>;

const tooLong = (label: string, max: number, value: string) => `${label} can be up to ${max} characters (now ${value.length}).`;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function checkText(errors: CourseErrors, key: string, label: string, value: string, max: number, required = false) {
  if (required && !value.trim()) errors[key] = `${label} is required.`;
  else if (value.length > max) errors[key] = tooLong(label, max, value);
}

function checkNumber(errors: CourseErrors, key: string, label: string, value: number, max: number, unit = "") {
  if (!Number.isFinite(value)) errors[key] = `${label} must be a number.`;
  else if (value < 0) errors[key] = `${label} cannot be negative.`;
  else if (value > max) errors[key] = `${label} can be at most ${max}${unit}.`;
}

/**
 * What would make a save fail or store nonsense. A draft may be incomplete (no description yet,
 * no lectures): completeness is what submission checks; this is what no draft may hold.
 */
export function validateFields(fields: CourseFields): CourseErrors {
  const errors: CourseErrors = {};
  checkText(errors, "title", "The title", fields.title, COURSE_LIMITS.title, true);
  checkText(errors, "subtitle", "The subtitle", fields.subtitle, COURSE_LIMITS.subtitle);
  checkText(errors, "description", "The description", fields.description, COURSE_LIMITS.description);
  checkText(errors, "descriptionSEO", "The search description", fields.descriptionSEO, COURSE_LIMITS.descriptionSEO);
  checkText(errors, "author", "The author", fields.author, COURSE_LIMITS.author, true);
  if (!fields.free) {
    checkNumber(errors, "price", "The price", fields.price, COURSE_LIMITS.price, " €");
    if (!errors.price && !hasWholeCents(fields.price)) errors.price = "Use at most two decimals for the price.";
  }
  checkNumber(errors, "workloadHours", "The workload", fields.workloadHours, COURSE_LIMITS.workloadHours, " hours");
  checkNumber(errors, "ects", "ECTS credits", fields.ects, COURSE_LIMITS.ects);
  // 0 and "" are "not set yet": a draft may lack them, submission may not (submission-rules.ts).
  if (fields.eqfLevel !== 0 && !isEqfLevel(fields.eqfLevel)) errors.eqfLevel = "Choose an EQF level from 1 to 8.";
  if (fields.assessment !== "" && !isAssessmentType(fields.assessment)) errors.assessment = "Choose how learners are assessed from the list.";
  checkText(errors, "prerequisites", "The prerequisites", fields.prerequisites, COURSE_LIMITS.prerequisites);
  if (fields.faq.length > COURSE_LIMITS.faq) errors.faq = `At most ${COURSE_LIMITS.faq} questions.`;
  fields.faq.forEach((entry, index) => {
    checkText(errors, `faq.${index}.question`, "The question", entry.question, COURSE_LIMITS.question, true);
    checkText(errors, `faq.${index}.answer`, "The answer", entry.answer, COURSE_LIMITS.answer, true);
  });
  if (fields.resources.length > COURSE_LIMITS.resources) errors.resources = `At most ${COURSE_LIMITS.resources} resources.`;
  fields.resources.forEach((entry, index) => {
    checkText(errors, `resources.${index}.title`, "The resource name", entry.title, COURSE_LIMITS.resourceTitle, true);
    if (!isHttpUrl(entry.url)) errors[`resources.${index}.url`] = "Enter a full web address, starting with https://.";
  });
  if (fields.learningOutcomes.length > COURSE_LIMITS.learningOutcomes) errors.learningOutcomes = `At most ${COURSE_LIMITS.learningOutcomes} outcomes.`;
  fields.learningOutcomes.forEach((outcome, index) => checkText(errors, `learningOutcomes.${index}`, "An outcome", outcome, COURSE_LIMITS.outcome, true));
  if (fields.sections.length > COURSE_LIMITS.sections) errors.sections = `At most ${COURSE_LIMITS.sections} sections.`;
  fields.sections.forEach((section) => checkText(errors, `section.${section.id}`, "The section title", section.title, COURSE_LIMITS.sectionTitle, true));
  return errors;
}

export function validateDraft(draft: CourseDraft): CourseErrors {
  const errors = validateFields(draft.fields);
  for (const lecture of draft.lectures) {
    checkText(errors, `lecture.${lecture.id}.title`, "The lecture title", lecture.title, COURSE_LIMITS.lectureTitle, true);
    checkNumber(errors, `lecture.${lecture.id}.duration`, "The duration", lecture.duration, COURSE_LIMITS.lectureMinutes, " minutes");
  }
  return errors;
}
