import "server-only";
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { Answer, AnswerDoc, Question, QuestionDoc } from "@/lib/types/qa";
import { encodeCursor, type Cursor, type Page } from "./cursor";
import { pageOf, readAll } from "./page.server";
import { productRef, productTag } from "./products.server";
import { storedAs } from "./stored.server";
import { toIso } from "./product-shape";

/** Questions per page: the product page's first, and each "Show more" after it. */
export const QUESTIONS_PAGE_SIZE = 10;
/** The first answers shown under each question, oldest first. */
export const ANSWERS_SHOWN = 20;

/** Cache tag of one product's Q&A: a new question or answer expires only that product's list. */
export const qaTag = (productId: string) => `product-qa:${productId}`;

const asQuestion = storedAs<QuestionDoc>();
const asAnswer = storedAs<AnswerDoc>();

/** products/{id}/questions/{qid} and their answers; only the server writes them. */
export const questionsOf = (productId: string) => productRef(productId).collection("questions").withConverter(asQuestion);
export const questionRef = (productId: string, questionId: string) => questionsOf(productId).doc(questionId);
/** A product's questions nobody has answered yet (the answer route keeps `answerCount`). */
export const unansweredQuestions = (productId: string, count: number) => questionsOf(productId).where("answerCount", "==", 0).limit(count);
export const answersOf = (productId: string, questionId: string) => questionRef(productId, questionId).collection("answers").withConverter(asAnswer);
export const answerRef = (productId: string, questionId: string, answerId: string) => answersOf(productId, questionId).doc(answerId);
/** Every question `uid` asked and every answer they wrote, on any product (their data export; collection-group indexes in firestore.indexes.json). */
export const questionsByAuthor = (uid: string) => readAll(adminDb().collectionGroup("questions").withConverter(asQuestion).where("uid", "==", uid));
export const answersByAuthor = (uid: string) => readAll(adminDb().collectionGroup("answers").withConverter(asAnswer).where("uid", "==", uid));

const str = (value: unknown) => (typeof value === "string" ? value : "");

function toAnswer(id: string, data: Record<string, unknown>): Answer {
  return { id, uid: str(data.uid), authorName: str(data.authorName), text: str(data.text), createdOn: toIso(data.createdOn), byCreator: data.byCreator === true };
}

async function withAnswers(doc: QueryDocumentSnapshot<QuestionDoc>): Promise<Question> {
  const data = doc.data();
  // Unanswered questions (answerCount 0, kept by the answer route) need no query: an empty
  // one is still billed a read, and most questions on a page have no answer yet.
  const answers = data.answerCount === 0 ? null : await doc.ref.collection("answers").withConverter(asAnswer).orderBy("createdOn").limit(ANSWERS_SHOWN).get();
  return {
    id: doc.id,
    uid: str(data.uid),
    authorName: str(data.authorName),
    text: str(data.text),
    createdOn: toIso(data.createdOn),
    answers: answers ? answers.docs.map((answer) => toAnswer(answer.id, answer.data())) : [],
  };
}

/**
 * One page of a product's questions, newest first (equal times by id), after `after`, each with
 * its first answers oldest first (a conversation reads top to bottom). At most 11 question reads
 * and 10 answer queries of 20: bounded by the page, never by how many questions the product has.
 */
export async function readQuestionPage(productId: string, after: Cursor | null): Promise<Page<Question, string>> {
  const page = await pageOf(questionsOf(productId), "createdOn", "desc", { size: QUESTIONS_PAGE_SIZE, after });
  return { items: await Promise.all(page.items.map(withAnswers)), next: page.next ? encodeCursor(page.next) : null };
}

/** A product's first page of questions, cached per product and expired when something is posted. */
export function listQuestions(productId: string): Promise<Page<Question, string>> {
  return unstable_cache(() => readQuestionPage(productId, null), ["product-question-page", productId], {
    revalidate: 300,
    tags: [productTag(productId), qaTag(productId)],
  })();
}
