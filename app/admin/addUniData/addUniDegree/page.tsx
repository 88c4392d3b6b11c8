import type { Metadata } from "next";
import { DegreeForm } from "@/components/admin/uni-data/degree-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";
import { listUniversityChoices } from "@/lib/db/universities.server";

// The university select lists the current universities: their ids and names, from the cached list
// that every change expires.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Add a university degree",
  description: "Add a degree programme to a university.",
};

export default async function AdminAddUniDataAddUniDegreePage() {
  const universities = await listUniversityChoices();
  return (
    <UniDataPage title="Add a university degree" summary="Add a degree programme to a university.">
      <DegreeForm universities={universities} />
    </UniDataPage>
  );
}
