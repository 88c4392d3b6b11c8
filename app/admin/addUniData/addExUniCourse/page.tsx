import { UniDataFormPage, uniDataFormMetadata } from "@/components/admin/uni-data/uni-data-form-page";
import { listUniversityChoices } from "@/lib/db/universities.server";

// The university select lists the current universities (their ids and names: the cached list that
// every change expires); the chosen one's degrees, courses and sections are fetched when chosen.
export const dynamic = "force-dynamic";

export const metadata = uniDataFormMetadata("existingCourse");

export default async function AdminAddUniDataAddExUniCoursePage() {
  return <UniDataFormPage kind="existingCourse" universities={await listUniversityChoices()} />;
}
