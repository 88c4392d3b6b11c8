import type { Metadata } from "next";
import { UniversityForm } from "@/components/admin/uni-data/university-form";
import { UniDataPage } from "@/components/admin/uni-data/uni-data-page";

export const metadata: Metadata = {
  title: "Add a university",
  description: "Add a university with its full name, short name, location and website.",
};

export default function AdminAddUniDataAddUniversityPage() {
  return (
    <UniDataPage title="Add a university" summary="Add a university with its full name, short name, location and website.">
      <UniversityForm />
    </UniDataPage>
  );
}
