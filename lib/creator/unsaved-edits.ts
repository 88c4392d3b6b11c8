import { changesBetween, type CourseDraft, type CreatorField } from "./builder-model";

/** One edit that was not saved, as text a creator can copy back: what it was and what they typed. */
export type UnsavedEdit = { label: string; text: string };

const LABELS: Record<CreatorField, string> = {
  title: "Title",
  type: "Type",
  subtitle: "Subtitle",
  description: "Description",
  descriptionSEO: "Search description",
  author: "Author as shown",
  faq: "Questions and answers",
  price: "Price (€)",
  free: "Free",
  difficulty: "Difficulty",
  university: "University",
  uniDegree: "Degree",
  uniCourse: "University course",
  uniSection: "Section of the course",
  resources: "Resources",
  sections: "Sections",
  readyToPublish: "Sections ready to publish",
  previewImg: "Preview image",
  previewImgSmall: "Small preview image",
  previewVideo: "Preview video",
  workloadHours: "Workload (hours)",
  ects: "ECTS credits",
  learningOutcomes: "Learning outcomes",
  sdgs: "Sustainable Development Goals",
  language: "Language",
  eqfLevel: "EQF level",
  assessment: "Assessment",
  prerequisites: "Prerequisites",
};

// Generated ids mean nothing to the creator; everything else they typed or picked is kept.
function readable(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map(readable).filter(Boolean).join("\n");
  if (typeof value === "object" && value !== null) {
    return Object.entries(value)
      .filter(([key]) => key !== "id")
      .map(([, item]) => readable(item))
      .filter(Boolean)
      .join(" — ");
  }
  return "";
}

/**
 * What `current` holds that `saved` does not, readably: each changed field, and each new, edited
 * or deleted lecture by its title. Shown after a reload replaced edits that could not be saved
 * (the course changed elsewhere), so nothing typed is lost.
 */
export function unsavedEdits(saved: CourseDraft, current: CourseDraft): UnsavedEdit[] {
  const changes = changesBetween(saved, current);
  const fields = (Object.keys(changes.fields) as CreatorField[])
    .filter((key) => key !== "previewImgSmall")
    .map((key) => ({
      label: LABELS[key],
      text:
        key === "readyToPublish"
          ? readable(current.fields.sections.filter((_, index) => current.fields.readyToPublish[index]).map((section) => section.title))
          : readable(current.fields[key]),
    }));
  const before = new Map(saved.lectures.map((lecture) => [lecture.id, lecture]));
  const edited = current.lectures
    .filter((lecture) => {
      const old = before.get(lecture.id);
      // A lecture that only moved is in the sections' order; its own fields did not change.
      return !old || old.title !== lecture.title || old.duration !== lecture.duration || old.preview !== lecture.preview || old.sectionId !== lecture.sectionId;
    })
    .map((lecture) => ({ label: before.has(lecture.id) ? "Lecture" : "New lecture", text: lecture.title }));
  const deleted = changes.deletedLectureIds.map((id) => ({ label: "Deleted lecture", text: before.get(id)?.title ?? "" }));
  return [...fields, ...edited, ...deleted].map((edit) => ({ ...edit, text: edit.text || "(empty)" }));
}
