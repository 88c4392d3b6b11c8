"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { keepJustPosted, readJustPosted } from "@/lib/qa/just-posted";
import type { Question } from "@/lib/types/qa";
import { useAppSelector } from "@/store/hooks";
import { selectUnverifiedEmail } from "@/store/user-slice";
import { useEnrolment } from "./enrolment";
import { LazyQaTextForm } from "./qa-text-form-lazy";
import { QuestionItem } from "./question-item";
import { LazyVerifyToPost } from "./verify-to-post-lazy";

/**
 * Signed-in users with a verified email ask (the others are asked to verify first); their new
 * questions show at once above the server-rendered list, which holds the questions `listedIds`,
 * and again after a reload until the cached page lists them.
 */
export function AskQuestion({ productId, listedIds }: { productId: string; listedIds: string[] }) {
  const { status } = useEnrolment();
  const unverifiedEmail = useAppSelector(selectUnverifiedEmail);
  const pathname = usePathname();
  const [posted, setPosted] = useState<Question[]>([]);
  const [announced, setAnnounced] = useState(false);
  const listedKey = listedIds.join(",");

  useEffect(() => {
    // After mount, so the first render matches the server's HTML.
    const kept = readJustPosted(productId, listedKey ? listedKey.split(",") : []);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept.length) setPosted(kept);
  }, [productId, listedKey]);

  const post = async (text: string) => {
    const { postQuestion } = await import("@/lib/api/qa");
    const question = await postQuestion(productId, text);
    keepJustPosted(productId, question);
    setPosted((list) => [question, ...list]);
    setAnnounced(true);
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
      ) : status === "checking" ? null : unverifiedEmail ? (
        <LazyVerifyToPost email={unverifiedEmail} action="ask" />
      ) : (
        <LazyQaTextForm id="question-text" label="Your question" submitLabel="Ask question" onPost={post} />
      )}
      <p role="status" className="sr-only">
        {announced ? "Your question is posted." : ""}
      </p>
      {posted.length ? (
        <ol className="divide-y divide-slate-200">
          {posted.map((question) => (
            <li key={question.id}>
              <QuestionItem productId={productId} question={question} />
            </li>
          ))}
        </ol>
      ) : listedIds.length === 0 ? (
        <p className="text-slate-700">No questions yet. Ask the first one.</p>
      ) : null}
    </div>
  );
}
