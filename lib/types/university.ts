/**
 * descriptive/university/universities/{id} and its subcollections, as the app holds them
 * (SPEC §3 "University"). Plain and serializable; lib/db/university-shape.ts converts.
 */
export type University = {
  id: string;
  /** What cards and breadcrumbs show, e.g. "BOKU". */
  shortName: string;
  /** The full name (SPEC §3: "List entries hold id and full name"). */
  name: string;
  country: string;
  city: string;
  website: string;
  /** Where its students' addresses end, e.g. ["tudelft.nl"] (lib/universities/email-domains.ts); public like the rest. */
  emailDomains?: string[];
};

/** .../degrees/{id} */
export type Degree = { id: string; name: string; level: string };

/** .../courses/{id}: a university's own course, which products link to through `uniCourse`. */
export type UniCourse = { id: string; name: string; code: string; degreeIds: string[] };

/** .../sections/{id}: a part of a university course, which products link to through `uniSection`. */
export type UniSection = { id: string; name: string; courseId: string };

/** The names a product page and the approval preview link with. */
export type UniversityName = Pick<University, "id" | "name" | "shortName">;
export type UniCourseName = Pick<UniCourse, "id" | "name" | "code">;

/** A university as the course builder's first picker offers it: its id and full name only. */
export type UniversityChoice = Pick<University, "id" | "name">;

/** A university for lists: its own fields and how many degrees and courses it has. */
export type UniversitySummary = University & { degreeCount: number; courseCount: number };

/** A university with everything under it: the unit the catalogue caches and browses. */
export type UniversityTree = University & { degrees: Degree[]; courses: UniCourse[]; sections: UniSection[] };

/** descriptive/university/universities/{id} as stored (some seeded ones also store their id). */
export type UniversityDoc = Omit<University, "id"> & { id?: string };
/** .../degrees, .../courses and .../sections as stored: each stores its own id too. */
export type DegreeDoc = Degree;
export type UniCourseDoc = UniCourse;
export type UniSectionDoc = UniSection;
