import { CREATOR_FIELDS, storedLecture, type CourseDraft, type CourseFields, type DraftChanges, type LectureDraft } from "@/lib/types/course-draft";
import type { LectureType, ProductSection } from "@/lib/types/product";
import { generateId } from "@/lib/utils/ids";

// The draft's shapes are stored ones (lib/types/course-draft.ts); they are exported here too, for
// the builder's panels, which edit them through this module's reducer.
export { CREATOR_FIELDS, emptyFields, fieldsOf, storedLecture, type CourseDraft, type CourseFields, type CreatorField, type DraftChanges, type LectureDraft, type LectureMedia, type StoredLecture } from "@/lib/types/course-draft";

/** The builder's edits; one reducer keeps sections, ready flags and lectures consistent. */
export type BuilderAction =
  | { type: "set"; changes: Partial<CourseFields> }
  | { type: "addSection"; title: string }
  | { type: "renameSection"; sectionId: string; title: string }
  | { type: "moveSection"; sectionId: string; by: -1 | 1 }
  | { type: "removeSection"; sectionId: string }
  | { type: "setReady"; sectionId: string; ready: boolean }
  | { type: "addLecture"; sectionId: string; title: string; lectureType: LectureType }
  | { type: "updateLecture"; lectureId: string; changes: Partial<Omit<LectureDraft, "id">> }
  | { type: "moveLecture"; lectureId: string; by: -1 | 1 }
  | { type: "removeLecture"; lectureId: string }
  | { type: "replace"; draft: CourseDraft };

function move<T>(items: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** Lectures grouped by the section order, so `order` follows what the creator sees. */
export function outline(draft: CourseDraft): { section: ProductSection; ready: boolean; lectures: LectureDraft[] }[] {
  return draft.fields.sections.map((section, index) => ({
    section,
    ready: draft.fields.readyToPublish[index] === true,
    lectures: draft.lectures.filter((lecture) => lecture.sectionId === section.id),
  }));
}

function sortBySections(fields: CourseFields, lectures: LectureDraft[]): LectureDraft[] {
  return fields.sections.flatMap((section) => lectures.filter((lecture) => lecture.sectionId === section.id));
}

export function builderReducer(draft: CourseDraft, action: BuilderAction): CourseDraft {
  const { fields, lectures } = draft;
  const sectionIndex = (id: string) => fields.sections.findIndex((section) => section.id === id);
  switch (action.type) {
    case "replace":
      return action.draft;
    case "set": {
      const next = { ...fields, ...action.changes };
      // A free course costs nothing; the rules refuse a free course with a price.
      if (action.changes.free === true) next.price = 0;
      return { fields: next, lectures };
    }
    case "addSection":
      return {
        fields: {
          ...fields,
          sections: [...fields.sections, { id: generateId("sec"), title: action.title }],
          readyToPublish: [...fields.readyToPublish, false],
        },
        lectures,
      };
    case "renameSection":
      return {
        fields: { ...fields, sections: fields.sections.map((section) => (section.id === action.sectionId ? { ...section, title: action.title } : section)) },
        lectures,
      };
    case "moveSection": {
      const index = sectionIndex(action.sectionId);
      const next = { ...fields, sections: move(fields.sections, index, action.by), readyToPublish: move(fields.readyToPublish, index, action.by) };
      return { fields: next, lectures: sortBySections(next, lectures) };
    }
    case "removeSection": {
      const index = sectionIndex(action.sectionId);
      if (index < 0) return draft;
      return {
        fields: {
          ...fields,
          sections: fields.sections.filter((_, i) => i !== index),
          readyToPublish: fields.readyToPublish.filter((_, i) => i !== index),
        },
        lectures: lectures.filter((lecture) => lecture.sectionId !== action.sectionId),
      };
    }
    case "setReady": {
      const index = sectionIndex(action.sectionId);
      return { fields: { ...fields, readyToPublish: fields.readyToPublish.map((ready, i) => (i === index ? action.ready : ready)) }, lectures };
    }
    case "addLecture": {
      const lecture: LectureDraft = {
        id: generateId("lec"),
        sectionId: action.sectionId,
        title: action.title,
        duration: 0,
        type: action.lectureType,
        preview: false,
        captions: [],
        media: null,
      };
      return { fields, lectures: sortBySections(fields, [...lectures, lecture]) };
    }
    case "updateLecture":
      return {
        fields,
        lectures: sortBySections(
          fields,
          lectures.map((lecture) => (lecture.id === action.lectureId ? { ...lecture, ...action.changes } : lecture)),
        ),
      };
    case "moveLecture": {
      const lecture = lectures.find((entry) => entry.id === action.lectureId);
      if (!lecture) return draft;
      const siblings = lectures.filter((entry) => entry.sectionId === lecture.sectionId);
      const reordered = move(siblings, siblings.indexOf(lecture), action.by);
      const others = lectures.filter((entry) => entry.sectionId !== lecture.sectionId);
      return { fields, lectures: sortBySections(fields, [...others, ...reordered]) };
    }
    case "removeLecture":
      return { fields, lectures: lectures.filter((lecture) => lecture.id !== action.lectureId) };
  }
}

/** What the builder shows as the course's size; the server derives the stored values at submission. */
export function totals(draft: CourseDraft) {
  return {
    sectionCount: draft.fields.sections.length,
    lectureCount: draft.lectures.length,
    length: draft.lectures.reduce((sum, lecture) => sum + lecture.duration, 0),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What differs between the last saved draft and the current one: the least an autosave writes. */
export function changesBetween(saved: CourseDraft, current: CourseDraft): DraftChanges {
  const fields: Partial<CourseFields> = {};
  for (const key of CREATOR_FIELDS) {
    if (!same(saved.fields[key], current.fields[key])) (fields as Record<string, unknown>)[key] = current.fields[key];
  }
  const before = new Map(saved.lectures.map((lecture, order) => [lecture.id, storedLecture(lecture, order)]));
  const lectures = current.lectures
    .map((lecture, order) => ({ id: lecture.id, data: storedLecture(lecture, order) }))
    .filter(({ id, data }) => !same(before.get(id), data));
  const kept = new Set(current.lectures.map((lecture) => lecture.id));
  const deletedLectureIds = saved.lectures.map((lecture) => lecture.id).filter((id) => !kept.has(id));
  return { fields, lectures, deletedLectureIds };
}

export const hasChanges = (changes: DraftChanges) =>
  Object.keys(changes.fields).length > 0 || changes.lectures.length > 0 || changes.deletedLectureIds.length > 0;

