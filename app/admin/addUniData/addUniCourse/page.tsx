import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Add a university course",
  description: "Add a course to a university degree. A course that already exists is refused.",
};

export default function AdminAddUniDataAddUniCoursePage() {
  return (
    <PlannedFeature
      title="Add a university course"
      summary="Add a course to a university degree. A course that already exists is refused."
      issue={7}
    />
  );
}
