import type { Page } from "@/lib/db/cursor";
import type { Question } from "@/lib/types/qa";
import { afterCursor, getPublicJson } from "@/lib/utils/public-api";

/** The page of `productId`'s questions, with their first answers, after `after` (GET /api/products/[id]/questions). */
export async function fetchQuestionPage(productId: string, after: string | null): Promise<Page<Question, string>> {
  const { questions, next } = await getPublicJson<{ questions: Question[]; next: string | null }>(afterCursor(`/api/products/${encodeURIComponent(productId)}/questions`, after));
  return { items: questions, next };
}
