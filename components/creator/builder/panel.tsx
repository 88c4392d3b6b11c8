import type { ReactNode } from "react";

/** One part of the builder: a titled, landmark-free card the contents can link to. */
export function Panel({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export const smallButton =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50";

/** Up, Down and Delete for the item at `position` of `count` (a section or a lecture), named for screen readers. */
export function MoveButtons({ name, position, count, onMove, onDelete }: { name: string; position: number; count: number; onMove: (by: -1 | 1) => void; onDelete: () => void }) {
  return (
    <>
      <button type="button" className={smallButton} disabled={position === 0} onClick={() => onMove(-1)} aria-label={`Move ${name} up`}>
        Up
      </button>
      <button type="button" className={smallButton} disabled={position === count - 1} onClick={() => onMove(1)} aria-label={`Move ${name} down`}>
        Down
      </button>
      <button type="button" className={smallButton} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </>
  );
}
