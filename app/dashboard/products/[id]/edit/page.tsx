import type { Metadata } from "next";
import { CourseBuilder } from "@/components/creator/builder/course-builder";
import { listUniversities } from "@/lib/db/universities.server";

export const metadata: Metadata = { title: "Course builder" };

/**
 * The builder's first choice, the universities, comes from the catalogue's own cached list (their
 * names only reach the browser); the chosen university's degrees, courses and sections are fetched
 * when it is chosen (UniversityPanel), never every university's.
 */
export default async function EditCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, universities] = await Promise.all([params, listUniversities()]);
  return <CourseBuilder productId={id} universities={universities.map(({ id: universityId, name }) => ({ id: universityId, name }))} />;
}
