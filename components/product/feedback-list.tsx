"use client";

import type { ReactNode } from "react";
import { ShowMore } from "@/components/ui/show-more";
import { usePagedList, useShowMore } from "@/components/ui/use-paged-list";
import type { Page } from "@/lib/db/cursor";
import type { UniversityName } from "@/lib/types/university";
import { QuestionItem } from "./question-item";

type Noun = "reviews" | "questions";
/** An item of a page "Show more" added, drawn as it arrived. */
type FeedEntry = { id: string; node: ReactNode };

/**
 * The next page after `after`, drawn. Its code (feedback-pages.tsx) loads with the first "Show
 * more". That chunk must not import QuestionItem (or anything with next/dynamic in it): an async
 * chunk sharing those Next.js modules made Turbopack split the framework chunks of every page
 * anew, 0.4 kB heavier (gzip) on each.
 */
async function olderPage(noun: Noun, productId: string, after: string | null, university: UniversityName | null): Promise<Page<FeedEntry, string>> {
  const pages = await import("./feedback-pages");
  if (noun === "reviews") return pages.reviewPage(productId, after, university);
  const page = await pages.questionPage(productId, after);
  return { next: page.next, items: page.items.map((question) => ({ id: question.id, node: <QuestionItem productId={productId} question={question} /> })) };
}

type FeedbackListProps = {
  noun: Noun;
  productId: string;
  /** How many the server rendered (`children`), and the cursor after them. */
  shown: number;
  next: string | null;
  /** Reviews: the rating's count. Questions are not counted. */
  total?: number;
  /** Reviews: the product's university, whose verified students' reviews show the mark. */
  university?: UniversityName | null;
  children: ReactNode;
};

/** A product's newest reviews or questions as the cached page has them (`children`), then older ones a page at a time on "Show more". */
export function FeedbackList({ noun, productId, shown, next, total = 0, university = null, children }: FeedbackListProps) {
  // Keyed by the server page's cursor: after a refresh brings a new first page, older pages follow that one.
  const list = usePagedList<FeedEntry, string>(`${productId} ${next}`, (after) => olderPage(noun, productId, after, university), { items: [], next });
  const { container, showMore } = useShowMore<HTMLOListElement>(list, noun, shown);
  const count = shown + list.items.length;
  const reviews = noun === "reviews";
  // Questions have no count: their line says how many while more can be shown.
  const line = reviews ? total > count && `Showing ${count} of ${total} reviews, newest first.` : list.next && `Showing the ${count} newest questions.`;
  return (
    <>
      {line ? <p className="text-sm text-slate-600">{line}</p> : null}
      <ol ref={container} aria-label={reviews ? "Reviews" : "Questions"} className="divide-y divide-slate-200">
        {children}
        {list.items.map((item) => (
          <li key={item.id} className={reviews ? "py-4" : ""}>
            {item.node}
          </li>
        ))}
      </ol>
      <ShowMore {...showMore} />
    </>
  );
}
