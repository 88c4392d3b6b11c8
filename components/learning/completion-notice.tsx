"use client";

import { Link } from "@/components/ui/link";
import type { CompletionState } from "./use-completion";

/** The learner finished the course: said at once (a live region), with the way to their certificate. */
export function CompletionNotice({ completion, onRetry }: { completion: CompletionState; onRetry: () => void }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {completion.status === "complete" ? (
        <div className="mt-6 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-brand-800">
          <p className="font-semibold">You completed this course. Congratulations!</p>
          <Link href={`/certificates/${completion.certificateId}`} className="mt-1 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            View your certificate
          </Link>
        </div>
      ) : null}
      {completion.status === "failed" ? (
        <div role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <p>{completion.message}</p>
          <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
}
