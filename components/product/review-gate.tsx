"use client";

import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";

/** What keeps a learner who owns the course from reviewing it, as firestore.rules decide. */
export type ReviewGate = "checking" | "open" | "unverified" | "not-opened";

/**
 * Asks once per learner (and again on `recheck`) whether the rules would take their review:
 * a verified email, and for a free course a lecture opened. Unknown (offline) counts as open:
 * the form then says what the rules answered.
 */
export function useReviewGate(uid: string | null, productId: string, active: boolean) {
  const [checked, setChecked] = useState<{ key: string; gate: ReviewGate } | null>(null);
  const [round, setRound] = useState(0);
  const key = `${uid}:${round}`;
  useEffect(() => {
    if (!uid || !active) return;
    let current = true;
    (async (): Promise<ReviewGate> => {
      if (round > 0) await (await import("@/lib/auth/account")).emailVerifiedNow();
      const problem = await (await import("@/lib/db/reviews")).reviewerProblem(uid, productId);
      return problem?.code === "unverified" ? "unverified" : problem?.code === "not-opened" ? "not-opened" : "open";
    })()
      .catch((): ReviewGate => "open")
      .then((gate) => current && setChecked({ key: `${uid}:${round}`, gate }));
    return () => {
      current = false;
    };
  }, [uid, productId, active, round]);
  return { gate: checked?.key === key ? checked.gate : ("checking" as const), recheck: () => setRound((value) => value + 1) };
}

const note = "rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700";
const action = "mt-2 inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Verify first: sends the link on request, then checks again once the learner says so. */
export function VerifyToReview({ onRecheck }: { onRecheck: () => void }) {
  const [sent, setSent] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const send = async () => {
    setSent("sending");
    try {
      await (await import("@/lib/auth/account")).sendVerificationEmail();
      setSent("sent");
    } catch {
      setSent("failed");
    }
  };
  return (
    <div className={note}>
      <p className="font-semibold text-slate-900">Verify your email to review.</p>
      <p className="mt-1">Reviews come from people with a verified email, so that nobody can rate a course with throwaway accounts.</p>
      <div aria-live="polite">
        {sent === "sent" ? <p className="mt-2">We sent you a link. Open it, then choose Check again.</p> : null}
        {sent === "failed" ? <p className="mt-2 text-red-700">The email could not be sent. Please try again in a moment.</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={send} disabled={sent === "sending"} className={action}>
          {sent === "sent" ? "Send the link again" : "Send verification email"}
        </button>
        {sent === "sent" ? (
          <button type="button" onClick={onRecheck} className={action}>
            Check again
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A free course is reviewed by people who looked at it. */
export function OpenToReview({ productId }: { productId: string }) {
  return (
    <p className={note}>
      Open a lecture of this free course before you review it.{" "}
      <Link href={`/library/${productId}`} className="font-semibold text-brand-700 underline">
        Open the course
      </Link>
    </p>
  );
}
