import type { ReactNode } from "react";

export type FaqEntry = { question: string; answer: ReactNode };

type FaqSectionProps = { id: string; title: string; entries: FaqEntry[] };

/**
 * One audience's questions. Native <details>/<summary> open and close with the keyboard and
 * announce their state to screen readers without any JavaScript.
 */
export function FaqSection({ id, title, entries }: FaqSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="space-y-3">
        {entries.map((entry) => (
          <details
            key={entry.question}
            className="group rounded-lg border border-slate-200 bg-white px-4 open:border-brand-600"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-slate-500 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="border-t border-slate-100 pb-1">{entry.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
