"use client";

import dynamic from "next/dynamic";
import { isEnrolled, useEnrolment } from "./enrolment";

const AnswerFormCode = dynamic(() => import("./answer-form").then((module) => module.AnswerForm), { ssr: false });

/**
 * Only buyers and creators answer (and see the answers they just posted), which is known after
 * hydration: for everyone else the form's code is never loaded.
 */
export function LazyAnswerForm({ productId, questionId }: { productId: string; questionId: string }) {
  return isEnrolled(useEnrolment()) ? <AnswerFormCode productId={productId} questionId={questionId} /> : null;
}
