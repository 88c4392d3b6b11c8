"use client";

import { useMemo, useState } from "react";
import { VerifyEmailPrompt } from "@/components/account/verify-email-prompt";
import { Link } from "@/components/ui/link";
import { useLoad } from "@/components/ui/use-load";

/** What keeps a learner who owns the course from reviewing it, as firestore.rules decide. */
export type ReviewGate = "checking" | "open" | "unverified" | "not-opened";

/**
 * Asks once per learner whether the rules would take their review: a verified email, and for a
 * free course a lecture opened. `recheck` asks again after the learner verified (reloading the
 * account and refreshing its ID token first). Unknown (offline) counts as open: the form then says
 * what the rules answered.
 */
export function useReviewGate(uid: string | null, productId: string, active: boolean) {
  const [verifiedSince, setVerifiedSince] = useState(0);
  const { state } = useLoad(
    useMemo(
      () =>
        uid && active
          ? async (): Promise<ReviewGate> => {
              try {
                if (verifiedSince > 0) await (await import("@/lib/auth/account")).emailVerifiedNow();
                const problem = await (await import("@/lib/db/reviews")).reviewerProblem(uid, productId);
                return problem?.code === "unverified" ? "unverified" : problem?.code === "not-opened" ? "not-opened" : "open";
              } catch {
                return "open";
              }
            }
          : null,
      [uid, productId, active, verifiedSince],
    ),
  );
  const gate: ReviewGate = state.status === "ready" ? state.value : state.status === "failed" ? "open" : "checking";
  return { gate, recheck: () => setVerifiedSince((count) => count + 1) };
}

const note = "rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700";

/** Verify first: sends the link on request; checking again asks the rules again (useReviewGate). */
export function VerifyToReview({ onRecheck }: { onRecheck: () => void }) {
  return (
    <VerifyEmailPrompt
      title="Verify your email to review."
      why="Reviews come from people with a verified email, so that nobody can rate a course with throwaway accounts."
      onCheck={async () => {
        onRecheck();
        return null;
      }}
    />
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
