import { QUESTIONS_SHOWN } from "@/lib/db/questions.server";
import type { Question } from "@/lib/types/qa";
import { AskQuestion } from "./ask-question";
import { QuestionItem } from "./question-item";

/** Questions and answers about a product, newest question first. */
export function QaPanel({ productId, questions }: { productId: string; questions: Question[] }) {
  return (
    <section aria-labelledby="qa-heading" className="max-w-3xl space-y-6">
      <h2 id="qa-heading" className="text-xl font-semibold text-slate-900">
        Questions and answers
      </h2>
      <AskQuestion productId={productId} listedIds={questions.map((question) => question.id)} />
      {questions.length >= QUESTIONS_SHOWN ? <p className="text-sm text-slate-600">{`The ${QUESTIONS_SHOWN} newest questions.`}</p> : null}
      {questions.length ? (
        <ol className="divide-y divide-slate-200">
          {questions.map((question) => (
            <li key={question.id}>
              <QuestionItem productId={productId} question={question} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
