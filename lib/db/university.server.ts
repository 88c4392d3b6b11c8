import "server-only";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";

/** Cache tag of university reads; the admin area's writes revalidate it. */
export const UNIVERSITIES_TAG = "universities";
const UNIVERSITIES = "descriptive/university/universities";
const REVALIDATE_SECONDS = 3600;

export type UniversityName = { id: string; name: string; shortName: string };
export type UniCourseName = { id: string; name: string; code: string };

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** Just the names a product page links with; null when the id is unknown. */
export const getUniversityById = unstable_cache(
  async (id: string): Promise<UniversityName | null> => {
    if (!id) return null;
    const snapshot = await adminDb().doc(`${UNIVERSITIES}/${id}`).get();
    const data = snapshot.data();
    return data ? { id, name: str(data.name), shortName: str(data.shortName) } : null;
  },
  ["university-by-id"],
  { revalidate: REVALIDATE_SECONDS, tags: [UNIVERSITIES_TAG] },
);

export const getUniCourse = unstable_cache(
  async (universityId: string, courseId: string): Promise<UniCourseName | null> => {
    if (!universityId || !courseId) return null;
    const snapshot = await adminDb().doc(`${UNIVERSITIES}/${universityId}/courses/${courseId}`).get();
    const data = snapshot.data();
    return data ? { id: courseId, name: str(data.name), code: str(data.code) } : null;
  },
  ["university-course"],
  { revalidate: REVALIDATE_SECONDS, tags: [UNIVERSITIES_TAG] },
);
