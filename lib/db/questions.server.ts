import "server-only";
import { unstable_cache } from "next/cache";
import { adminDb } from "@/lib/firebase/server";
import type { Answer, Question } from "@/lib/types/qa";
import { productTag } from "./products.server";
import { toIso } from "./product-shape";

/** The newest questions a product page shows, each with its first answers. */
export const QUESTIONS_SHOWN = 10;
const ANSWERS_SHOWN = 20;

/** Cache tag of one product's Q&A: a new question or answer expires only that product's list. */
export const qaTag = (productId: string) => `product-qa:${productId}`;

const str = (value: unknown) => (typeof value === "string" ? value : "");

function toAnswer(id: string, data: Record<string, unknown>): Answer {
  return { id, uid: str(data.uid), authorName: str(data.authorName), text: str(data.text), createdOn: toIso(data.createdOn), byCreator: data.byCreator === true };
}

/** Questions newest first, answers oldest first (a conversation reads top to bottom). */
export function listQuestions(productId: string): Promise<Question[]> {
  return unstable_cache(
    async () => {
      const questions = await adminDb().collection(`products/${productId}/questions`).orderBy("createdOn", "desc").limit(QUESTIONS_SHOWN).get();
      return Promise.all(
        questions.docs.map(async (doc) => {
          const data = doc.data();
          // Unanswered questions (answerCount 0, kept by the answer route) need no query: an empty
          // one is still billed a read, and most questions on a page have no answer yet.
          const answers = data.answerCount === 0 ? null : await doc.ref.collection("answers").orderBy("createdOn").limit(ANSWERS_SHOWN).get();
          return {
            id: doc.id,
            uid: str(data.uid),
            authorName: str(data.authorName),
            text: str(data.text),
            createdOn: toIso(data.createdOn),
            answers: answers ? answers.docs.map((answer) => toAnswer(answer.id, answer.data())) : [],
          };
        }),
      );
    },
    ["product-questions", productId],
    { revalidate: 300, tags: [productTag(productId), qaTag(productId)] },
  )();
}
