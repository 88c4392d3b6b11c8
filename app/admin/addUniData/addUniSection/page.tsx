import type { Metadata } from "next";
import { SectionForm } from "@/components/admin/uni-data/section-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";
import { readUniversityTrees } from "@/lib/db/universities.server";

// The selects list the current universities: read per request (cached, and revalidated by every change).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Add a university section",
  description: "Add a section to a university course.",
};

export default async function AdminAddUniDataAddUniSectionPage() {
  const universities = await readUniversityTrees();
  return (
    <UniDataPage title="Add a university section" summary="Add a section to a university course.">
      <SectionForm universities={universities} />
    </UniDataPage>
  );
}
