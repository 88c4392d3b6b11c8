import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { NewCourseForm } from "@/components/creator/builder/new-course-form";

export const metadata: Metadata = { title: "New course" };

export default function NewCoursePage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">New course</h1>
      <p className="max-w-prose text-slate-700">
        Start with a title; you can change everything later. The draft is private to you and your co-creators until you submit it for review. New to teaching here? Read the{" "}
        <Link href="/dashboard/guides/general" className="text-brand-700 underline">
          general guide
        </Link>{" "}
        first.
      </p>
      <NewCourseForm />
    </div>
  );
}
