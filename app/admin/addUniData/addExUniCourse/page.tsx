import type { Metadata } from "next";
import { ExistingCourseForm } from "@/components/admin/uni-data/existing-course-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";
import { readUniversityTrees } from "@/lib/db/universities.server";

// The selects list the current universities: read per request (cached, and revalidated by every change).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Link an existing university course",
  description: "Link a course that already exists to another degree of the same university.",
};

export default async function AdminAddUniDataAddExUniCoursePage() {
  const universities = await readUniversityTrees();
  return (
    <UniDataPage title="Link an existing university course" summary="Link a course that already exists to another degree of the same university.">
      <ExistingCourseForm universities={universities} />
    </UniDataPage>
  );
}
