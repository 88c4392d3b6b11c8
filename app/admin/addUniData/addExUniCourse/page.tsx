import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Link an existing university course",
  description: "Link a course that already exists to another degree of the same university.",
};

export default function AdminAddUniDataAddExUniCoursePage() {
  return (
    <PlannedFeature
      title="Link an existing university course"
      summary="Link a course that already exists to another degree of the same university."
      issue={7}
    />
  );
}
