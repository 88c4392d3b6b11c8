import type { Question } from "@/lib/types/qa";
import { formatDate } from "@/lib/utils/format";
import { AnswerForm } from "./answer-form";
import { AnswerList } from "./answer-list";

/** One question with its answers; used by the server list and for just-posted questions. */
export function QuestionItem({ productId, question }: { productId: string; question: Question }) {
  return (
    <article aria-label={`Question by ${question.authorName}`} className="space-y-3 py-4">
      <div>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{question.authorName}</span> asked on{" "}
          <time dateTime={question.createdOn}>{formatDate(question.createdOn)}</time>
        </p>
        <p className="mt-1 whitespace-pre-line text-slate-900">{question.text}</p>
      </div>
      {question.answers.length ? <AnswerList answers={question.answers} /> : null}
      <AnswerForm productId={productId} questionId={question.id} />
    </article>
  );
}
