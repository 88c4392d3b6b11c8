"use client";

import { Link } from "@/components/ui/link";
import { useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { CourseView } from "./course-view";
import { LoadError } from "@/components/ui/load-error";

/** /library/{productId}: loads the product for the signed-in learner, or says they lack access. */
export function LearningPage({ productId }: { productId: string }) {
  const session = useAppSelector(selectSession);
  const uid = session?.uid ?? null;
  const isAdmin = session?.isAdmin ?? false;
  const { state, reload } = useLoad(
    // Loaded after hydration, so Firestore is not part of the page's first download.
    useMemo(() => (uid ? async () => (await import("@/lib/learning/course")).loadCourse({ uid, isAdmin }, productId) : null), [uid, isAdmin, productId]),
  );
  const course = state.status === "ready" ? state.value : null;

  if (course?.status === "ready" && uid) return <CourseView course={course.course} uid={uid} />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      {state.status === "loading" || course?.status === "ready" ? (
        <p role="status" className="text-slate-600">
          Loading the course…
        </p>
      ) : null}
      {state.status === "failed" ? (
        <LoadError
          message="The course could not be loaded."
          onRetry={reload}
        />
      ) : null}
      {course?.status === "no-access" ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">You don&apos;t have access to this course</h1>
          <p className="mt-4 text-slate-700">Buy it, or enrol if it is free, to find it in your library.</p>
          <Link href={`/products/${productId}`} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Go to the course page
          </Link>
        </>
      ) : null}
    </section>
  );
}
