"use client";

import { useCallback, type ReactNode } from "react";
import { ShowMore } from "@/components/ui/show-more";
import { usePagedList, useShowMore } from "@/components/ui/use-paged-list";
import { readJustPosted } from "@/lib/qa/just-posted";
import { fetchQuestionPage } from "@/lib/qa/pages";
import type { Question } from "@/lib/types/qa";
import { QuestionItem } from "./question-item";

type QuestionListProps = {
  productId: string;
  /** How many questions the server rendered (`children`), and the cursor after them. */
  shown: number;
  next: string | null;
  children: ReactNode;
};

/** The newest questions as the cached page has them, then older ones a page at a time on "Show more". */
export function QuestionList({ productId, shown, next, children }: QuestionListProps) {
  const load = useCallback(
    async (after: string | null) => {
      const page = await fetchQuestionPage(productId, after);
      // This tab's own new questions show above the list (AskQuestion) until the cached page
      // lists them; one must not show a second time in an older page.
      const above = new Set(readJustPosted(productId, []).map((question) => question.id));
      return { ...page, items: page.items.filter((question) => !above.has(question.id)) };
    },
    [productId],
  );
  // Keyed by the server page's cursor: after a refresh brings a new first page, older pages follow that one.
  const list = usePagedList<Question, string>(`${productId} ${next}`, load, { items: [], next });
  const { container, showMore } = useShowMore<HTMLOListElement>(list, "questions", shown);
  const count = shown + list.items.length;
  return (
    <>
      {list.next ? <p className="text-sm text-slate-600">{`Showing the ${count} newest questions.`}</p> : null}
      <ol ref={container} aria-label="Questions" className="divide-y divide-slate-200">
        {children}
        {list.items.map((question) => (
          <li key={question.id}>
            <QuestionItem productId={productId} question={question} />
          </li>
        ))}
      </ol>
      <ShowMore {...showMore} />
    </>
  );
}
