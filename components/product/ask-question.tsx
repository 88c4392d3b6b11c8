"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import type { Question } from "@/lib/types/qa";
import { useEnrolment } from "./enrolment";
import { LazyQaTextForm } from "./qa-text-form-lazy";
import { QuestionItem } from "./question-item";

/**
 * Signed-in users ask; their new questions show at once above the server-rendered list, which
 * holds `listed` questions.
 */
export function AskQuestion({ productId, listed }: { productId: string; listed: number }) {
  const { status } = useEnrolment();
  const pathname = usePathname();
  const [posted, setPosted] = useState<Question[]>([]);

  const post = async (text: string) => {
    const { postQuestion } = await import("@/lib/qa/api");
    const question = await postQuestion(productId, text);
    setPosted((list) => [question, ...list]);
  };

  return (
    <div className="space-y-4">
      {status === "visitor" ? (
        <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <Link href={`/login?next=${encodeURIComponent(pathname)}`} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>{" "}
          to ask a question.
        </p>
      ) : status === "checking" ? null : (
        <LazyQaTextForm id="question-text" label="Your question" submitLabel="Ask question" onPost={post} />
      )}
      <p role="status" className="sr-only">
        {posted.length ? "Your question is posted." : ""}
      </p>
      {posted.length ? (
        <ol className="divide-y divide-slate-200">
          {posted.map((question) => (
            <li key={question.id}>
              <QuestionItem productId={productId} question={question} />
            </li>
          ))}
        </ol>
      ) : listed === 0 ? (
        <p className="text-slate-700">No questions yet. Ask the first one.</p>
      ) : null}
    </div>
  );
}
