"use client";

import { lazyAfterHydration } from "@/components/ui/lazy-after-hydration";
import { isEnrolled, useEnrolment } from "./enrolment";

const AnswerFormCode = lazyAfterHydration(() => import("./answer-form").then((module) => module.AnswerForm));

/**
 * Only buyers and creators answer (and see the answers they just posted), which is known after
 * hydration: for everyone else the form's code is never loaded.
 */
export function LazyAnswerForm({ productId, questionId }: { productId: string; questionId: string }) {
  return isEnrolled(useEnrolment()) ? <AnswerFormCode productId={productId} questionId={questionId} /> : null;
}
