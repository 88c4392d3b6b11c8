import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Add a university",
  description: "Add a university with its full name.",
};

export default function AdminAddUniDataAddUniversityPage() {
  return (
    <PlannedFeature
      title="Add a university"
      summary="Add a university with its full name."
      issue={7}
    />
  );
}
