import type { Page } from "@/lib/db/cursor";
import type { answerQuestion, askQuestion } from "@/lib/qa/writes.server";
import type { Question } from "@/lib/types/qa";
import { call, segment, withQuery } from "./core";

// /api/products/[id]/questions/…: a product's question pages, and every write of a question or
// answer, which goes through the route whole (docs/decisions/0044-questions-through-server.md;
// lib/qa/writes.server.ts does the writing).

const questionsOf = (productId: string) => `/api/products/${segment(productId)}/questions`;

/** Anyone: the page of `productId`'s questions, with their first answers, after `after` (null: the first). */
export async function fetchQuestionPage(productId: string, after: string | null): Promise<Page<Question, string>> {
  const { questions, next } = await call<{ questions: Question[]; next: string | null }>(withQuery(questionsOf(productId), { after }), { signedIn: false });
  return { items: questions, next };
}

/** A signed-in user with a verified email asks about a product. */
export const postQuestion = async (productId: string, text: string) =>
  (await call<{ question: Awaited<ReturnType<typeof askQuestion>> }>(questionsOf(productId), { method: "POST", body: { text } })).question;

/** A buyer or creator of the product answers a question. */
export const postAnswer = async (productId: string, questionId: string, text: string) =>
  (await call<{ answer: Awaited<ReturnType<typeof answerQuestion>> }>(`${questionsOf(productId)}/${segment(questionId)}/answers`, { method: "POST", body: { text } })).answer;
