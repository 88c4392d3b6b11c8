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
          <details key={entry.question} className="faq-item">
            <summary className="faq-question">
              {entry.question}
              <span aria-hidden="true" className="faq-toggle">
                +
              </span>
            </summary>
            <div className="faq-answer">{entry.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
