import type { Metadata } from "next";
import { CourseForm } from "@/components/admin/uni-data/course-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";
import { readUniversityTrees } from "@/lib/db/universities.server";

// The selects list the current universities: read per request (cached, and revalidated by every change).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Add a university course",
  description: "Add a course to one or more degrees of a university. A course that already exists is refused.",
};

export default async function AdminAddUniDataAddUniCoursePage() {
  const universities = await readUniversityTrees();
  return (
    <UniDataPage title="Add a university course" summary="Add a course to one or more degrees of a university. A course that already exists is refused.">
      <CourseForm universities={universities} />
    </UniDataPage>
  );
}
