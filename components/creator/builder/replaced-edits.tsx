"use client";

import type { UnsavedEdit } from "@/lib/creator/unsaved-edits";

/** After a reload replaced edits that could not be saved: what they were, to copy back. */
export function ReplacedEdits({ edits, onDismiss }: { edits: UnsavedEdit[]; onDismiss: () => void }) {
  return (
    <section aria-labelledby="replaced-edits-title" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="replaced-edits-title" className="font-semibold">
        Your edits that were not saved
      </h2>
      <p className="mt-1">The course now shows its latest saved version. Copy anything below that you still want back into it.</p>
      <dl className="mt-3 space-y-2">
        {edits.map((edit, index) => (
          <div key={index}>
            <dt className="font-medium">{edit.label}</dt>
            <dd className="whitespace-pre-wrap break-words">{edit.text}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onDismiss} className="mt-3 font-semibold underline underline-offset-2">
        Dismiss
      </button>
    </section>
  );
}
