import { Checker, type Checked, type DegreeLevel } from "./uni-data-validation";

/**
 * What the edit and delete controls of the university data list send, checked the same way in
 * the browser and on the server. The fields and messages are those of the add forms.
 */
export const EDITABLE_KINDS = ["university", "degree", "course", "section"] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

/** One item: a university, or a degree/course/section (`id`) of the university `universityId`. */
export type UniDataTarget = { kind: EditableKind; universityId: string; id: string };

export type UniversityEdit = { kind: "university"; universityId: string; id: string; name: string; shortName: string; country: string; city: string; website: string; emailDomains: string[] };
export type DegreeEdit = { kind: "degree"; universityId: string; id: string; name: string; level: DegreeLevel };
export type CourseEdit = { kind: "course"; universityId: string; id: string; name: string; code: string };
export type SectionEdit = { kind: "section"; universityId: string; id: string; name: string };
export type UniDataEdit = UniversityEdit | DegreeEdit | CourseEdit | SectionEdit;

type Raw = Record<string, unknown>;
const asRaw = (body: unknown): Raw => (typeof body === "object" && body !== null ? (body as Raw) : {});

function target(c: Checker, raw: Raw): UniDataTarget | null {
  if (!EDITABLE_KINDS.includes(raw.kind as EditableKind)) return null;
  const kind = raw.kind as EditableKind;
  const universityId = c.choice("universityId", "university");
  // A university is its own item: its id is the university id.
  const id = kind === "university" ? universityId : c.choice("id", kind);
  return { kind, universityId, id };
}

/** Checks which item a delete names. */
export function checkUniDataTarget(body: unknown): Checked<UniDataTarget> {
  const raw = asRaw(body);
  const c = new Checker(raw);
  const item = target(c, raw);
  return item ? c.result(item) : { ok: false, errors: { kind: "Choose what to delete." } };
}

/** Checks and normalises one edit; a course keeps its degrees (they are linked with "Existing University Course"). */
export function checkUniDataEdit(body: unknown): Checked<UniDataEdit> {
  const raw = asRaw(body);
  const c = new Checker(raw);
  const item = target(c, raw);
  if (!item) return { ok: false, errors: { kind: "Choose what to edit." } };
  const { universityId, id } = item;
  switch (item.kind) {
    case "university":
      return c.result<UniversityEdit>({ kind: "university", universityId, id, ...c.university() });
    case "degree":
      return c.result<DegreeEdit>({ kind: "degree", universityId, id, name: c.text("name", "degree name"), level: c.level("level") });
    case "course":
      return c.result<CourseEdit>({ kind: "course", universityId, id, name: c.text("name", "course name"), code: c.code("code") });
    case "section":
      return c.result<SectionEdit>({ kind: "section", universityId, id, name: c.text("name", "section name") });
  }
}

/** A count with its noun, e.g. [2, "product", "products"]. */
export type Usage = [count: number, singular: string, plural: string];

/**
 * Why an item cannot be deleted, e.g. "2 products and 3 sections still use this course.",
 * or null when nothing uses it.
 */
export function describeUsage(kind: EditableKind, usages: Usage[]): string | null {
  const parts = usages.filter(([count]) => count > 0).map(([count, singular, plural]) => `${count} ${count === 1 ? singular : plural}`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  const one = parts.length === 1 && usages.some(([count]) => count === 1);
  return `${list} still ${one ? "uses" : "use"} this ${kind}.`;
}
