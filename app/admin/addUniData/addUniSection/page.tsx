import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Add a university section",
  description: "Add a section to a university course.",
};

export default function AdminAddUniDataAddUniSectionPage() {
  return (
    <PlannedFeature
      title="Add a university section"
      summary="Add a section to a university course."
      issue={7}
    />
  );
}
