import * as v from "valibot";
import { DEGREE_LEVELS, MAX_CODE_LENGTH, MAX_TEXT_LENGTH, type DegreeLevel } from "@/lib/admin/uni-data-validation";
import { parseDomains } from "@/lib/universities/email-domains";
import { isDocumentId } from "@/lib/utils/ids";
import { normalizeText, visibleLength } from "@/lib/utils/visible-text";
import { objectOf } from "./parse";

// What the five "Add university data" forms and the list's edit and delete controls send, checked
// by the same schemas in the browser (each field's message beside it: fieldProblems) and on the
// server (which trusts nothing the browser checked).

/** The kinds the list's edit and delete controls work on. */
export const EDITABLE_KINDS = ["university", "degree", "course", "section"] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

// Codes as universities print them: "LCA-501", "701-1234", "IMEN41", "ENV 2.01".
const CODE_PATTERN = /^[A-Za-z0-9]+(?:[-./ ][A-Za-z0-9]+)*$/;

type Read<T> = (raw: unknown) => { value: T } | { error: string };

/** A field read by `read`, which either gives its value or names its problem. */
const field = <T>(read: Read<T>) =>
  v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const result = read(dataset.value);
      if ("value" in result) return result.value;
      addIssue({ message: result.error });
      return NEVER;
    }),
  );

/** Normalised text (see normalizeText); one made only of invisible characters counts as empty. */
const readText =
  (label: string, max = MAX_TEXT_LENGTH): Read<string> =>
  (raw) => {
    const value = typeof raw === "string" ? normalizeText(raw) : "";
    if (!visibleLength(value)) return { error: `Enter the ${label}.` };
    if (value.length > max) return { error: `The ${label} can be at most ${max} characters.` };
    return { value };
  };

const text = (label: string, max?: number) => field(readText(label, max));

const choice = (label: string) =>
  field<string>((raw) => {
    const value = typeof raw === "string" ? raw : "";
    if (!value) return { error: `Choose the ${label}.` };
    if (!isDocumentId(value)) return { error: `Choose the ${label} from the list.` };
    return { value };
  });

const website = field<string>((raw) => {
  const read = readText("website URL")(raw);
  if (!("value" in read)) return read;
  let url: URL | null = null;
  try {
    url = new URL(read.value);
  } catch {
    url = null;
  }
  if (!url || !["http:", "https:"].includes(url.protocol) || !url.hostname.includes(".")) {
    return { error: "Enter a full web address starting with https://, e.g. https://boku.ac.at." };
  }
  return read;
});

/** Email domains as typed, comma or line separated (lib/universities/email-domains.ts); none is allowed. */
const emailDomains = v.optional(
  field<string[]>((raw) => {
    const typed = Array.isArray(raw) ? raw.filter((item) => typeof item === "string").join(",") : typeof raw === "string" ? raw : "";
    const parsed = parseDomains(typed);
    return parsed.ok ? { value: parsed.domains } : { error: parsed.error };
  }),
  "",
);

const code = field<string>((raw) => {
  const read = readText("course code", MAX_CODE_LENGTH)(raw);
  if ("value" in read && !CODE_PATTERN.test(read.value)) return { error: "Use letters and digits, separated by single hyphens, dots, slashes or spaces, e.g. LCA-501." };
  return read;
});

const level = field<DegreeLevel>((raw) => (DEGREE_LEVELS.includes(raw as DegreeLevel) ? { value: raw as DegreeLevel } : { error: "Choose bachelor, master or doctorate." }));

/** Ids chosen from a list: at least one, each once. */
const choices = (label: string) =>
  field<string[]>((raw) => {
    const value = Array.isArray(raw) ? (raw as unknown[]) : [];
    const strings = value.filter((item): item is string => typeof item === "string");
    const ids = [...new Set(strings)];
    if (ids.length === 0) return { error: `Choose at least one ${label}.` };
    if (strings.length !== value.length || !ids.every((id) => isDocumentId(id))) return { error: `Choose each ${label} from the list.` };
    return { value: ids };
  });

/** A university's own fields, as the add and the edit forms send them. */
const universityFields = {
  name: text("full name"),
  shortName: text("short name"),
  country: text("country"),
  city: text("city"),
  website,
  emailDomains,
};

// Fields a body is not: anything but a plain object reads as one without a kind.
const asFields = v.transform((body: unknown): object => (typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}));
const MISSING = "Check the highlighted fields.";

/** POST /api/admin/uni-data: one of the five kinds the add forms send, each field checked. */
export const uniDataBody = v.pipe(
  v.unknown(),
  asFields,
  v.variant(
    "kind",
    [
      objectOf({ kind: v.literal("university"), ...universityFields }, MISSING),
      objectOf({ kind: v.literal("degree"), universityId: choice("university"), name: text("degree name"), level }, MISSING),
      objectOf({ kind: v.literal("course"), universityId: choice("university"), degreeIds: choices("degree"), name: text("course name"), code }, MISSING),
      objectOf({ kind: v.literal("existingCourse"), universityId: choice("university"), courseId: choice("course"), degreeId: choice("degree") }, MISSING),
      objectOf({ kind: v.literal("section"), universityId: choice("university"), courseId: choice("course"), name: text("section name") }, MISSING),
    ],
    "Choose what to add.",
  ),
);
export type UniDataInput = v.InferOutput<typeof uniDataBody>;
export type UniDataKind = UniDataInput["kind"];
export type UniversityInput = Extract<UniDataInput, { kind: "university" }>;
export type DegreeInput = Extract<UniDataInput, { kind: "degree" }>;
export type CourseInput = Extract<UniDataInput, { kind: "course" }>;
export type ExistingCourseInput = Extract<UniDataInput, { kind: "existingCourse" }>;
export type SectionInput = Extract<UniDataInput, { kind: "section" }>;

// A university is its own item: its id is the university id, whatever else was sent.
const withOwnId = <T extends { kind: string; universityId: string }>(item: T) =>
  ({ ...item, id: item.kind === "university" ? item.universityId : (item as T & { id: string }).id }) as T & { id: string };

/** DELETE /api/admin/uni-data `?kind&universityId&id`: which item a delete names. */
export const uniDataTarget = v.pipe(
  v.unknown(),
  asFields,
  v.variant(
    "kind",
    EDITABLE_KINDS.map((kind) =>
      kind === "university"
        ? objectOf({ kind: v.literal(kind), universityId: choice("university") }, MISSING)
        : objectOf({ kind: v.literal(kind), universityId: choice("university"), id: choice(kind) }, MISSING),
    ),
    "Choose what to delete.",
  ),
  v.transform(withOwnId),
);
export type UniDataTarget = v.InferOutput<typeof uniDataTarget>;

/** PATCH /api/admin/uni-data: one edit; a course keeps its degrees (they are linked with "Existing University Course"). */
export const uniDataEditBody = v.pipe(
  v.unknown(),
  asFields,
  v.variant(
    "kind",
    [
      objectOf({ kind: v.literal("university"), universityId: choice("university"), ...universityFields }, MISSING),
      objectOf({ kind: v.literal("degree"), universityId: choice("university"), id: choice("degree"), name: text("degree name"), level }, MISSING),
      objectOf({ kind: v.literal("course"), universityId: choice("university"), id: choice("course"), name: text("course name"), code }, MISSING),
      objectOf({ kind: v.literal("section"), universityId: choice("university"), id: choice("section"), name: text("section name") }, MISSING),
    ],
    "Choose what to edit.",
  ),
  v.transform(withOwnId),
);
export type UniDataEdit = v.InferOutput<typeof uniDataEditBody>;
