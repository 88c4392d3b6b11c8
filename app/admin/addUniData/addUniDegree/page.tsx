import { UniDataFormPage, uniDataFormMetadata } from "@/components/admin/uni-data/uni-data-form-page";
import { listUniversityChoices } from "@/lib/db/universities.server";

// The university select lists the current universities: their ids and names, from the cached list
// that every change expires.
export const dynamic = "force-dynamic";

export const metadata = uniDataFormMetadata("degree");

export default async function AdminAddUniDataAddUniDegreePage() {
  return <UniDataFormPage kind="degree" universities={await listUniversityChoices()} />;
}
