import type { ReactNode } from "react";
import type { Page } from "@/lib/db/cursor";
import { readJustPosted } from "@/lib/qa/just-posted";
import { fetchQuestionPage } from "@/lib/api/qa";
import { fetchReviewPage } from "@/lib/api/reviews";
import type { Question } from "@/lib/types/qa";
import type { UniversityName } from "@/lib/types/university";
import { ReviewItem } from "./review-item";

/**
 * What "Show more" needs to fetch older reviews and questions, and to draw reviews (questions
 * are drawn with QuestionItem, which is on the page already). feedback-list.tsx loads this with
 * the first "Show more": a visitor who never asks does not download it.
 */
export async function reviewPage(productId: string, after: string | null, university: UniversityName | null): Promise<Page<{ id: string; node: ReactNode }, string>> {
  const page = await fetchReviewPage(productId, after);
  return { next: page.next, items: page.items.map((review) => ({ id: review.id, node: <ReviewItem review={review} university={university} /> })) };
}

export async function questionPage(productId: string, after: string | null): Promise<Page<Question, string>> {
  const page = await fetchQuestionPage(productId, after);
  // This tab's own new questions show above the list (AskQuestion) until the cached page lists
  // them; one must not show a second time in an older page.
  const above = new Set(readJustPosted(productId, []).map((question) => question.id));
  return { next: page.next, items: page.items.filter((question) => !above.has(question.id)) };
}
