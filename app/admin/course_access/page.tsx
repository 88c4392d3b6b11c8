import type { Metadata } from "next";
import { PlannedFeature } from "@/components/layout/planned-feature";

export const metadata: Metadata = {
  title: "Course Access",
  description: "Find a user by email and grant or revoke their access to a product.",
};

export default function AdminCourseAccessPage() {
  return (
    <PlannedFeature
      title="Course Access"
      summary="Find a user by email and grant or revoke their access to a product."
      issue={7}
    />
  );
}
