import type { Metadata } from "next";
import { DegreeForm } from "@/components/admin/uni-data/degree-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";
import { readUniversityTrees } from "@/lib/db/universities.server";

// The selects list the current universities: read per request (cached, and revalidated by every change).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Add a university degree",
  description: "Add a degree programme to a university.",
};

export default async function AdminAddUniDataAddUniDegreePage() {
  const universities = await readUniversityTrees();
  return (
    <UniDataPage title="Add a university degree" summary="Add a degree programme to a university.">
      <DegreeForm universities={universities} />
    </UniDataPage>
  );
}
