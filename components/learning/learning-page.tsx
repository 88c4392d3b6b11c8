"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useState } from "react";
import type { CourseLoad } from "@/lib/learning/course";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { CourseView } from "./course-view";
import { LoadError } from "@/components/ui/load-error";

type LearningState = { status: "loading" } | { status: "failed" } | CourseLoad;

/** /library/{productId}: loads the product for the signed-in learner, or says they lack access. */
export function LearningPage({ productId }: { productId: string }) {
  const session = useAppSelector(selectSession);
  const uid = session?.uid ?? null;
  const isAdmin = session?.isAdmin ?? false;
  const [state, setState] = useState<LearningState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    // Loaded after hydration, so Firestore is not part of the page's first download.
    import("@/lib/learning/course")
      .then(({ loadCourse }) => loadCourse({ uid, isAdmin }, productId))
      .then(
        (loaded) => !cancelled && setState(loaded),
        () => !cancelled && setState({ status: "failed" }),
      );
    return () => {
      cancelled = true;
    };
  }, [uid, isAdmin, productId, attempt]);

  if (state.status === "ready" && uid) return <CourseView course={state.course} uid={uid} />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      {state.status === "loading" || state.status === "ready" ? (
        <p role="status" className="text-slate-600">
          Loading the course…
        </p>
      ) : null}
      {state.status === "failed" ? (
        <LoadError
          message="The course could not be loaded."
          onRetry={() => {
            setState({ status: "loading" });
            setAttempt((count) => count + 1);
          }}
        />
      ) : null}
      {state.status === "no-access" ? (
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
