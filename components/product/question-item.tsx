import type { Question } from "@/lib/types/qa";
import { formatDate } from "@/lib/utils/format";
import { LazyAnswerForm } from "./answer-form-lazy";
import { AnswerList } from "./answer-list";

/**
 * One question with its answers; used by the server list, the pages "Show more" adds and for
 * just-posted questions. Focusable as a whole, so focus can move to the first question a page added.
 */
export function QuestionItem({ productId, question }: { productId: string; question: Question }) {
  return (
    <article
      aria-label={`Question by ${question.authorName}`}
      tabIndex={-1}
      className="space-y-3 rounded-sm py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <div>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{question.authorName}</span> asked on{" "}
          <time dateTime={question.createdOn}>{formatDate(question.createdOn)}</time>
        </p>
        <p className="mt-1 whitespace-pre-line text-slate-900">{question.text}</p>
      </div>
      {question.answers.length ? <AnswerList answers={question.answers} /> : null}
      <LazyAnswerForm productId={productId} questionId={question.id} />
    </article>
  );
}
