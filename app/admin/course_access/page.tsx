import type { Metadata } from "next";
import { CourseAccess } from "@/components/admin/access/course-access";

export const metadata: Metadata = {
  title: "Course Access",
  description: "Find a user by email and grant or revoke their access to a product.",
};

export default function AdminCourseAccessPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Course Access</h1>
        <p className="mt-2 text-slate-700">Find a user by email and grant or revoke their access to a product. Every change is recorded in the audit log.</p>
      </div>
      <CourseAccess />
    </div>
  );
}
