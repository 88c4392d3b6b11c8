import "server-only";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { DocumentData, DocumentReference, Query } from "firebase-admin/firestore";
import type { DegreeDoc, UniCourseDoc, UniCourseName, UniSectionDoc, University, UniversityChoice, UniversityDoc, UniversityName, UniversitySummary, UniversityTree } from "@/lib/types/university";
import { isDocumentId } from "@/lib/utils/ids";
import { storedAs } from "./stored.server";
import { toDegree, toUniCourse, toUniSection, toUniversity } from "./university-shape";

/** Cache tag of every university read; the admin area calls revalidateTag(UNIVERSITIES_TAG). */
export const UNIVERSITIES_TAG = "universities";
const UNIVERSITIES = "descriptive/university/universities";

const asUniversity = storedAs<UniversityDoc>();
const asDegree = storedAs<DegreeDoc>();
const asCourse = storedAs<UniCourseDoc>();
const asSection = storedAs<UniSectionDoc>();

/** descriptive/university/universities/{id} and its degrees, courses and sections; only the server writes them. */
export const universitiesCollection = () => adminDb().collection(UNIVERSITIES).withConverter(asUniversity);
export const universityRef = (id: string) => universitiesCollection().doc(id);
export const degreesOf = (id: string) => universityRef(id).collection("degrees").withConverter(asDegree);
export const coursesOf = (id: string) => universityRef(id).collection("courses").withConverter(asCourse);
export const sectionsOf = (id: string) => universityRef(id).collection("sections").withConverter(asSection);
export const degreeRef = (id: string, degreeId: string) => degreesOf(id).doc(degreeId);
export const universityCourseRef = (id: string, courseId: string) => coursesOf(id).doc(courseId);
export const sectionRef = (id: string, sectionId: string) => sectionsOf(id).doc(sectionId);

/** One item of a university's data: the university itself, or one of its degrees, courses or sections. */
export function universityItemRef(kind: "university" | "degree" | "course" | "section", universityId: string, id: string): DocumentReference<DocumentData> {
  switch (kind) {
    case "university":
      return universityRef(universityId);
    case "degree":
      return degreeRef(universityId, id);
    case "course":
      return universityCourseRef(universityId, id);
    case "section":
      return sectionRef(universityId, id);
  }
}
// University data changes a few times a term, and admin writes revalidate the tag at once.
const REVALIDATE_SECONDS = 3600;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, "en");

/**
 * Every university's own document, sorted by name: what the catalogue's filter, the product cards
 * and the course builder's first picker name. Its degrees, courses and sections are read per
 * university (getUniversity). One cached read of the whole list, shared by all of them: its cost
 * grows with the number of universities (a few hundred bytes each), not with products.
 */
export const listUniversities = unstable_cache(
  async (): Promise<University[]> => {
    const snapshot = await universitiesCollection().get();
    return snapshot.docs.map((doc) => toUniversity(doc.id, doc.data())).sort(byName);
  },
  ["university-list"],
  { revalidate: REVALIDATE_SECONDS, tags: [UNIVERSITIES_TAG] },
);

/** The universities' ids and full names, what a picker sends to the browser of the list above. */
export async function listUniversityChoices(): Promise<UniversityChoice[]> {
  return (await listUniversities()).map(({ id, name }) => ({ id, name }));
}

/** The universities with their degree and course counts, for the lists that show them. */
export const listUniversitySummaries = unstable_cache(
  async (): Promise<UniversitySummary[]> => {
    const universities = await listUniversities();
    const count = async (query: Query) => (await query.count().get()).data().count;
    return Promise.all(
      universities.map(async (university) => {
        const [degreeCount, courseCount] = await Promise.all([count(degreesOf(university.id)), count(coursesOf(university.id))]);
        return { ...university, degreeCount, courseCount };
      }),
    );
  },
  ["university-summaries"],
  { revalidate: REVALIDATE_SECONDS, tags: [UNIVERSITIES_TAG] },
);

/** One university with its degrees, courses and sections, straight from Firestore (getUniversity caches it). */
export async function readUniversityTree(id: string): Promise<UniversityTree | null> {
  const [doc, degrees, courses, sections] = await Promise.all([universityRef(id).get(), degreesOf(id).get(), coursesOf(id).get(), sectionsOf(id).get()]);
  if (!doc.exists) return null;
  return {
    ...toUniversity(doc.id, doc.data() ?? {}),
    degrees: degrees.docs.map((entry) => toDegree(entry.id, entry.data())).sort(byName),
    courses: courses.docs.map((entry) => toUniCourse(entry.id, entry.data())).sort(byName),
    sections: sections.docs.map((entry) => toUniSection(entry.id, entry.data())).sort(byName),
  };
}

/**
 * One university with its degrees, courses and sections (sorted by name), cached per university:
 * what GET /api/creator/universities/[id] answers the course builder's and the admin's pickers
 * and the admin's list of university data. Every admin change expires it (UNIVERSITIES_TAG).
 */
export function getUniversity(id: string): Promise<UniversityTree | null> {
  if (!isDocumentId(id)) return Promise.resolve(null);
  return unstable_cache(() => readUniversityTree(id), ["university-tree", id], { revalidate: REVALIDATE_SECONDS, tags: [UNIVERSITIES_TAG] })();
}

/**
 * The university and university course a product links to, by name only (a product page sends
 * no more to the browser than it shows); null for an id that no longer exists. Two document
 * reads, cached per pair, whatever the size of the university's tree.
 */
export function getProductPlace(universityId: string, courseId: string): Promise<{ university: UniversityName | null; uniCourse: UniCourseName | null }> {
  const validCourse = isDocumentId(courseId) ? courseId : "";
  if (!isDocumentId(universityId)) return Promise.resolve({ university: null, uniCourse: null });
  return unstable_cache(
    async () => {
      const [university, course] = await Promise.all([universityRef(universityId).get(), validCourse ? universityCourseRef(universityId, validCourse).get() : null]);
      if (!university.exists) return { university: null, uniCourse: null };
      const tree = toUniversity(university.id, university.data() ?? {});
      const found = course?.exists ? toUniCourse(course.id, course.data() ?? {}) : null;
      return {
        university: { id: tree.id, name: tree.name, shortName: tree.shortName },
        uniCourse: found ? { id: found.id, name: found.name, code: found.code } : null,
      };
    },
    ["product-place", universityId, validCourse],
    { revalidate: REVALIDATE_SECONDS, tags: [UNIVERSITIES_TAG] },
  )();
}
