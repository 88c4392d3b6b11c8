import "server-only";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { UniCourseName, UniversityName, UniversityTree } from "@/lib/types/university";
import { toDegree, toUniCourse, toUniSection, toUniversity } from "./university-shape";

/** Cache tag of every university read; the admin area calls revalidateTag(UNIVERSITIES_TAG). */
export const UNIVERSITIES_TAG = "universities";
const UNIVERSITIES = "descriptive/university/universities";
// University data changes a few times a term, and admin writes revalidate the tag at once.
const REVALIDATE_SECONDS = 3600;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, "en");

/**
 * Every university with its degrees, courses and sections, read with firebase-admin and cached
 * across requests: the catalogue, the browse pages and the sitemap share one read per
 * revalidation (1 + 3 queries per university). Sections have no stored order, so all lists
 * are sorted by name.
 */
export const listUniversities = unstable_cache(readUniversityTrees, ["universities"], { revalidate: REVALIDATE_SECONDS, tags: [UNIVERSITIES_TAG] });

/** The same, straight from Firestore: admin forms must show what exists this moment. */
export async function readUniversityTrees(): Promise<UniversityTree[]> {
  const snapshot = await adminDb().collection(UNIVERSITIES).get();
  const trees = await Promise.all(
    snapshot.docs.map(async (doc) => {
      const part = (name: string) => doc.ref.collection(name).get();
      const [degrees, courses, sections] = await Promise.all([part("degrees"), part("courses"), part("sections")]);
      return {
        ...toUniversity(doc.id, doc.data()),
        degrees: degrees.docs.map((entry) => toDegree(entry.id, entry.data())).sort(byName),
        courses: courses.docs.map((entry) => toUniCourse(entry.id, entry.data())).sort(byName),
        sections: sections.docs.map((entry) => toUniSection(entry.id, entry.data())).sort(byName),
      };
    }),
  );
  return trees.sort(byName);
}

export async function getUniversity(id: string): Promise<UniversityTree | null> {
  return (await listUniversities()).find((university) => university.id === id) ?? null;
}

/**
 * The university and university course a product links to, by name only (a product page sends
 * no more to the browser than it shows); null for an id that no longer exists.
 */
export async function getProductPlace(universityId: string, courseId: string): Promise<{ university: UniversityName | null; uniCourse: UniCourseName | null }> {
  const tree = universityId ? await getUniversity(universityId) : null;
  const course = courseId ? tree?.courses.find((entry) => entry.id === courseId) : undefined;
  return {
    university: tree ? { id: tree.id, name: tree.name, shortName: tree.shortName } : null,
    uniCourse: course ? { id: course.id, name: course.name, code: course.code } : null,
  };
}
