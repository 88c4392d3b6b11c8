import { UniDataFormPage, uniDataFormMetadata } from "@/components/admin/uni-data/uni-data-form-page";
import { listUniversityChoices } from "@/lib/db/universities.server";

// The university select lists the current universities (their ids and names: the cached list that
// every change expires); the chosen one's degrees, courses and sections are fetched when chosen.
export const dynamic = "force-dynamic";

export const metadata = uniDataFormMetadata("course");

export default async function AdminAddUniDataAddUniCoursePage() {
  return <UniDataFormPage kind="course" universities={await listUniversityChoices()} />;
}
