import type { Metadata } from "next";
import { CourseAccess } from "@/components/admin/access/course-access";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = {
  title: "Course Access",
  description: "Find a user by email and grant or revoke their access to a product.",
};

export default function AdminCourseAccessPage() {
  return (
    <div className="space-y-6">
      <PageHeading title="Course Access">Find a user by email and grant or revoke their access to a product. Every change is recorded in the audit log.</PageHeading>
      <CourseAccess />
    </div>
  );
}
