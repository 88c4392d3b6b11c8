import type { Degree, UniCourse, UniSection, University } from "@/lib/types/university";

// The bridge between stored university documents and app shapes (STYLE.md): missing or
// mistyped fields become empty values instead of crossing into the UI as undefined.
type Data = Record<string, unknown>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

export function toUniversity(id: string, data: Data): University {
  const name = str(data.name);
  return {
    id,
    shortName: str(data.shortName) || name,
    name,
    country: str(data.country),
    city: str(data.city),
    website: str(data.website),
    emailDomains: strings(data.emailDomains),
  };
}

export function toDegree(id: string, data: Data): Degree {
  return { id, name: str(data.name), level: str(data.level) };
}

export function toUniCourse(id: string, data: Data): UniCourse {
  return { id, name: str(data.name), code: str(data.code), degreeIds: strings(data.degreeIds) };
}

export function toUniSection(id: string, data: Data): UniSection {
  return { id, name: str(data.name), courseId: str(data.courseId) };
}
