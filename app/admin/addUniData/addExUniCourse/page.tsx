import type { Metadata } from "next";
import { ExistingCourseForm } from "@/components/admin/uni-data/existing-course-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";
import { listUniversityChoices } from "@/lib/db/universities.server";

// The university select lists the current universities (their ids and names: the cached list that
// every change expires); the chosen one's degrees, courses and sections are fetched when chosen.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Link an existing university course",
  description: "Link a course that already exists to another degree of the same university.",
};

export default async function AdminAddUniDataAddExUniCoursePage() {
  const universities = await listUniversityChoices();
  return (
    <UniDataPage title="Link an existing university course" summary="Link a course that already exists to another degree of the same university.">
      <ExistingCourseForm universities={universities} />
    </UniDataPage>
  );
}
