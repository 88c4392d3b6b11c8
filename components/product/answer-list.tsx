import type { Answer } from "@/lib/types/qa";
import { formatDate } from "@/lib/utils/format";

/** Answers under a question, oldest first; creators' answers say so. Text is plain text. */
export function AnswerList({ answers }: { answers: Answer[] }) {
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {answers.map((answer) => (
        <li key={answer.id}>
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{answer.authorName}</span>
            {answer.byCreator ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">Creator</span> : null}
            {" · "}
            <time dateTime={answer.createdOn}>{formatDate(answer.createdOn)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{answer.text}</p>
        </li>
      ))}
    </ol>
  );
}
