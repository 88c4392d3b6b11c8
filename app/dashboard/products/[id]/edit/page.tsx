import type { Metadata } from "next";
import { CourseBuilder } from "@/components/creator/builder/course-builder";
import { listUniversityTrees } from "@/lib/db/universities.server";

export const metadata: Metadata = { title: "Course builder" };

/** The builder's choices come from the admins' university data, read on the server (cached). */
export default async function EditCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, universities] = await Promise.all([params, listUniversityTrees()]);
  return <CourseBuilder productId={id} universities={universities} />;
}
