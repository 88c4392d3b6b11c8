"use client";

import type { SaveStatus } from "./use-course-draft";

const labels: Record<Exclude<SaveStatus["kind"], "failed" | "stale">, string> = {
  saved: "All changes saved",
  pending: "Unsaved changes…",
  saving: "Saving…",
  invalid: "Not saved: fix the marked fields",
};

const action = "font-semibold underline underline-offset-2";

/**
 * The autosave's state, announced politely; a failure says why and offers to try again, or to
 * reload when trying again cannot succeed.
 */
export function SaveStatusLine({ status, onRetry, onReload }: { status: SaveStatus; onRetry: () => void; onReload: () => void }) {
  return (
    <div role="status" aria-live="polite" className="text-sm">
      {status.kind === "stale" ? (
        <span className="text-red-700">
          {status.message}{" "}
          <button type="button" onClick={onReload} className={action}>
            Reload the course
          </button>
        </span>
      ) : status.kind === "failed" ? (
        <span className="text-red-700">
          {status.message}{" "}
          <button type="button" onClick={onRetry} className={action}>
            Try again
          </button>
        </span>
      ) : (
        <span className={status.kind === "invalid" ? "text-red-700" : "text-slate-600"}>{labels[status.kind]}</span>
      )}
    </div>
  );
}
