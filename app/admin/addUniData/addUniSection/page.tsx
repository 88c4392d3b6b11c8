import type { Metadata } from "next";
import { SectionForm } from "@/components/admin/uni-data/section-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";
import { listUniversityChoices } from "@/lib/db/universities.server";

// The university select lists the current universities (their ids and names: the cached list that
// every change expires); the chosen one's degrees, courses and sections are fetched when chosen.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Add a university section",
  description: "Add a section to a university course.",
};

export default async function AdminAddUniDataAddUniSectionPage() {
  const universities = await listUniversityChoices();
  return (
    <UniDataPage title="Add a university section" summary="Add a section to a university course.">
      <SectionForm universities={universities} />
    </UniDataPage>
  );
}
