import { postAsUser } from "@/lib/auth/fetch-as-user";
import type { Answer, Question } from "@/lib/types/qa";

export async function postQuestion(productId: string, text: string): Promise<Question> {
  const body = (await postAsUser(`/api/products/${encodeURIComponent(productId)}/questions`, { text })) as { question: Question };
  return body.question;
}

export async function postAnswer(productId: string, questionId: string, text: string): Promise<Answer> {
  const path = `/api/products/${encodeURIComponent(productId)}/questions/${encodeURIComponent(questionId)}/answers`;
  return ((await postAsUser(path, { text })) as { answer: Answer }).answer;
}
