"use client";

import { useState } from "react";
import type { Answer } from "@/lib/types/qa";
import { useAppSelector } from "@/store/hooks";
import { selectUnverifiedEmail } from "@/store/user-slice";
import { AnswerList } from "./answer-list";
import { isEnrolled, useEnrolment } from "./enrolment";
import { QaTextForm } from "./qa-text-form";
import { LazyVerifyToPost } from "./verify-to-post-lazy";

/** Buyers and creators with a verified email answer; what they post shows at once, the server list catches up. */
export function AnswerForm({ productId, questionId }: { productId: string; questionId: string }) {
  const enrolment = useEnrolment();
  const unverifiedEmail = useAppSelector(selectUnverifiedEmail);
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState<Answer[]>([]);

  const post = async (text: string) => {
    const { postAnswer } = await import("@/lib/api/qa");
    const answer = await postAnswer(productId, questionId, text);
    setPosted((list) => [...list, answer]);
    setOpen(false);
  };

  return (
    <div className="mt-2 space-y-2">
      {posted.length ? <AnswerList answers={posted} /> : null}
      {!isEnrolled(enrolment) ? null : open && unverifiedEmail ? (
        <LazyVerifyToPost email={unverifiedEmail} action="answer" />
      ) : open ? (
        <QaTextForm id={`answer-${questionId}`} label="Your answer" submitLabel="Post answer" onPost={post} onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" onClick={() => setOpen(true)} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
          Answer this question
        </button>
      )}
    </div>
  );
}
