import type { Page } from "@/lib/db/cursor";
import type { Question } from "@/lib/types/qa";
import { AskQuestion } from "./ask-question";
import { QuestionItem } from "./question-item";
import { FeedbackList } from "./feedback-list";

/** Questions and answers about a product, newest question first: the first page rendered here, older ones on "Show more". */
export function QaPanel({ productId, questions }: { productId: string; questions: Page<Question, string> }) {
  return (
    <section aria-labelledby="qa-heading" className="max-w-3xl space-y-6">
      <h2 id="qa-heading" className="text-xl font-semibold text-slate-900">
        Questions and answers
      </h2>
      <AskQuestion productId={productId} listedIds={questions.items.map((question) => question.id)} />
      {questions.items.length ? (
        <FeedbackList noun="questions" productId={productId} shown={questions.items.length} next={questions.next}>
          {questions.items.map((question) => (
            <li key={question.id}>
              <QuestionItem productId={productId} question={question} />
            </li>
          ))}
        </FeedbackList>
      ) : null}
    </section>
  );
}
