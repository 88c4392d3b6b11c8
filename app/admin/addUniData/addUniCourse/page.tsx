import type { Metadata } from "next";
import { CourseForm } from "@/components/admin/uni-data/course-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";
import { listUniversityChoices } from "@/lib/db/universities.server";

// The university select lists the current universities (their ids and names: the cached list that
// every change expires); the chosen one's degrees, courses and sections are fetched when chosen.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Add a university course",
  description: "Add a course to one or more degrees of a university. A course that already exists is refused.",
};

export default async function AdminAddUniDataAddUniCoursePage() {
  const universities = await listUniversityChoices();
  return (
    <UniDataPage title="Add a university course" summary="Add a course to one or more degrees of a university. A course that already exists is refused.">
      <CourseForm universities={universities} />
    </UniDataPage>
  );
}
