import type { MailMessage } from "@/lib/types/mail";
import { renderMail } from "./layout";

/** To each creator of a product someone asked about. */
export function questionMail(question: { productId: string; title: string; author: string; text: string }): MailMessage {
  return renderMail({
    kind: "question",
    subject: `New question: ${question.title}`,
    paragraphs: [`${question.author} asked about “${question.title}”:`, question.text],
    links: [{ label: "Answer it", path: `/products/${question.productId}#qa` }],
  });
}

/** To the learner whose question someone answered. */
export function answerMail(answer: { productId: string; title: string; author: string; text: string }): MailMessage {
  return renderMail({
    kind: "answer",
    subject: `New answer: ${answer.title}`,
    paragraphs: [`${answer.author} answered your question about “${answer.title}”:`, answer.text],
    links: [{ label: "Read it", path: `/products/${answer.productId}#qa` }],
  });
}
