import { parseDomains } from "@/lib/universities/email-domains";
import { isDocumentId } from "@/lib/utils/ids";
import { comparableText, normalizeText, visibleLength } from "@/lib/utils/visible-text";

/**
 * What the five "Add university data" forms send, checked the same way in the browser (to show
 * each message beside its field) and on the server (which trusts nothing the browser checked).
 */
export const DEGREE_LEVELS = ["bachelor", "master", "doctorate"] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];
export const MAX_TEXT_LENGTH = 200;
export const MAX_CODE_LENGTH = 40;
// Codes as universities print them: "LCA-501", "701-1234", "IMEN41", "ENV 2.01".
const CODE_PATTERN = /^[A-Za-z0-9]+(?:[-./ ][A-Za-z0-9]+)*$/;

export type UniversityInput = { kind: "university"; name: string; shortName: string; country: string; city: string; website: string; emailDomains: string[] };
export type DegreeInput = { kind: "degree"; universityId: string; name: string; level: DegreeLevel };
export type CourseInput = { kind: "course"; universityId: string; degreeIds: string[]; name: string; code: string };
export type ExistingCourseInput = { kind: "existingCourse"; universityId: string; courseId: string; degreeId: string };
export type SectionInput = { kind: "section"; universityId: string; courseId: string; name: string };
export type UniDataInput = UniversityInput | DegreeInput | CourseInput | ExistingCourseInput | SectionInput;
export type UniDataKind = UniDataInput["kind"];

export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

type Raw = Record<string, unknown>;

export class Checker {
  readonly errors: FieldErrors = {};
  constructor(private readonly raw: Raw) {}

  /** Normalised text (see normalizeText); one made only of invisible characters counts as empty. */
  text(field: string, label: string, max = MAX_TEXT_LENGTH): string {
    const value = typeof this.raw[field] === "string" ? normalizeText(this.raw[field] as string) : "";
    if (!visibleLength(value)) this.errors[field] = `Enter the ${label}.`;
    else if (value.length > max) this.errors[field] = `The ${label} can be at most ${max} characters.`;
    return value;
  }

  choice(field: string, label: string): string {
    const value = typeof this.raw[field] === "string" ? (this.raw[field] as string) : "";
    if (!value) this.errors[field] = `Choose the ${label}.`;
    else if (!isDocumentId(value)) this.errors[field] = `Choose the ${label} from the list.`;
    return value;
  }

  website(field: string): string {
    const value = this.text(field, "website URL");
    if (this.errors[field]) return value;
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || !["http:", "https:"].includes(url.protocol) || !url.hostname.includes(".")) {
      this.errors[field] = "Enter a full web address starting with https://, e.g. https://boku.ac.at.";
    }
    return value;
  }

  /** Email domains as typed, comma or line separated (lib/universities/email-domains.ts); none is allowed. */
  domains(field: string): string[] {
    const raw = this.raw[field];
    const text = Array.isArray(raw) ? raw.filter((item) => typeof item === "string").join(",") : typeof raw === "string" ? raw : "";
    const parsed = parseDomains(text);
    if (!parsed.ok) this.errors[field] = parsed.error;
    return parsed.ok ? parsed.domains : [];
  }

  code(field: string): string {
    const value = this.text(field, "course code", MAX_CODE_LENGTH);
    if (!this.errors[field] && !CODE_PATTERN.test(value)) {
      this.errors[field] = "Use letters and digits, separated by single hyphens, dots, slashes or spaces, e.g. LCA-501.";
    }
    return value;
  }

  level(field: string): DegreeLevel {
    const value = this.raw[field];
    if (!DEGREE_LEVELS.includes(value as DegreeLevel)) this.errors[field] = "Choose bachelor, master or doctorate.";
    return value as DegreeLevel;
  }

  choices(field: string, label: string): string[] {
    const value = Array.isArray(this.raw[field]) ? (this.raw[field] as unknown[]) : [];
    const strings = value.filter((item): item is string => typeof item === "string");
    const ids = [...new Set(strings)];
    if (ids.length === 0) this.errors[field] = `Choose at least one ${label}.`;
    else if (strings.length !== value.length || !ids.every((id) => isDocumentId(id))) this.errors[field] = `Choose each ${label} from the list.`;
    return ids;
  }

  /** A university's own fields, as the add and the edit forms send them. */
  university(): Omit<UniversityInput, "kind"> {
    return {
      name: this.text("name", "full name"),
      shortName: this.text("shortName", "short name"),
      country: this.text("country", "country"),
      city: this.text("city", "city"),
      website: this.website("website"),
      emailDomains: this.domains("emailDomains"),
    };
  }

  result<T>(value: T): Checked<T> {
    return Object.keys(this.errors).length ? { ok: false, errors: this.errors } : { ok: true, value };
  }
}

/**
 * Whether a stored name or code and a submitted one would look the same to a reader: the
 * duplicate checks ("Course already exists", SPEC §5) compare with this, for every kind.
 */
export const sameText = (stored: unknown, submitted: string) => typeof stored === "string" && comparableText(stored) === comparableText(submitted);

/** Checks and normalises one submission; `kind` says which form sent it. */
export function checkUniData(body: unknown): Checked<UniDataInput> {
  const raw: Raw = typeof body === "object" && body !== null ? (body as Raw) : {};
  const c = new Checker(raw);
  switch (raw.kind) {
    case "university":
      return c.result<UniversityInput>({ kind: "university", ...c.university() });
    case "degree":
      return c.result<DegreeInput>({ kind: "degree", universityId: c.choice("universityId", "university"), name: c.text("name", "degree name"), level: c.level("level") });
    case "course":
      return c.result<CourseInput>({
        kind: "course",
        universityId: c.choice("universityId", "university"),
        degreeIds: c.choices("degreeIds", "degree"),
        name: c.text("name", "course name"),
        code: c.code("code"),
      });
    case "existingCourse":
      return c.result<ExistingCourseInput>({
        kind: "existingCourse",
        universityId: c.choice("universityId", "university"),
        courseId: c.choice("courseId", "course"),
        degreeId: c.choice("degreeId", "degree"),
      });
    case "section":
      return c.result<SectionInput>({ kind: "section", universityId: c.choice("universityId", "university"), courseId: c.choice("courseId", "course"), name: c.text("name", "section name") });
    default:
      return { ok: false, errors: { kind: "Choose what to add." } };
  }
}
