"use client";

import type { SaveStatus } from "./use-course-draft";

const labels: Record<Exclude<SaveStatus["kind"], "failed">, string> = {
  saved: "All changes saved",
  pending: "Unsaved changes…",
  saving: "Saving…",
  invalid: "Not saved: fix the marked fields",
};

/** The autosave's state, announced politely; a failure says why and offers to try again. */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <div role="status" aria-live="polite" className="text-sm">
      {status.kind === "failed" ? (
        <span className="text-red-700">
          {status.message}{" "}
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
            Try again
          </button>
        </span>
      ) : (
        <span className={status.kind === "invalid" ? "text-red-700" : "text-slate-600"}>{labels[status.kind]}</span>
      )}
    </div>
  );
}
