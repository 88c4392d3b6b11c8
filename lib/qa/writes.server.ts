import "server-only";
import { FieldValue, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { addNotification } from "@/lib/db/notifications.server";
import { queueMail, readRecipients } from "@/lib/db/mail.server";
import { answerMail, questionMail } from "@/lib/mail/qa-mails";
import { mailKeys } from "@/lib/mail/keys";
import { productRef } from "@/lib/db/products.server";
import { answerRef, questionRef } from "@/lib/db/questions.server";
import { relationRef } from "@/lib/db/relations.server";
import { userRef } from "@/lib/db/users.server";
import { adminDb } from "@/lib/firebase/server";
import type { NotificationType } from "@/lib/types/notification";
import type { Answer, Question } from "@/lib/types/qa";
import { generateId, isDocumentId } from "@/lib/utils/ids";
import { excerpt } from "@/lib/utils/excerpt";
import { publicName } from "@/lib/utils/names";
import { VERIFY_TO_POST } from "./messages";
import { HttpError } from "@/lib/http/error";

// Every write of a question or an answer: the browser sends them whole through the routes
// (lib/api/qa.ts; docs/decisions/0044-questions-through-server.md), as each notifies and mails
// others. The collection's references and reads are lib/db/questions.server.ts.

/** Who posts: the ID token's uid and whether Firebase Auth has verified its email (the token's claim). */
export type Poster = { uid: string; emailVerified: boolean };

/**
 * Questions and answers come from people with a verified email, as reviews do (issue 48,
 * decision 0207): each one is public and notifies and mails others, so throwaway accounts must
 * not post them. The routes check it before the rate limit too, so a refused call counts nothing.
 */
export function checkedPoster({ uid, emailVerified }: Poster, action: keyof typeof VERIFY_TO_POST): string {
  if (!emailVerified) throw new HttpError(403, "qa/email-not-verified", VERIFY_TO_POST[action].title);
  return uid;
}

/** Questions exist only on approved products, as the public pages show them. */
async function approvedProduct(productId: string) {
  const snapshot = isDocumentId(productId) ? await productRef(productId).get() : null;
  const data = snapshot?.data();
  if (!data || data.state !== "approved") throw new HttpError(404, "qa/product-not-found", "This course is not available.");
  return { title: String(data.title ?? ""), creators: Array.isArray(data.creators) ? data.creators.filter((uid): uid is string => typeof uid === "string") : [] };
}

async function authorName(uid: string): Promise<string> {
  const data = (await userRef(uid).get()).data();
  return publicName(String(data?.firstName ?? ""), String(data?.lastName ?? ""));
}

/** A notification as lib/types/notification.ts stores it, in the same batch as what it reports. */
function notify(batch: WriteBatch, uid: string, type: NotificationType, title: string, body: string, link: string) {
  addNotification(batch, uid, { type, title, body, link });
}

/** A signed-in user with a verified email asks (`text` as lib/schemas/questions.ts read it); every creator of the product (but the asker) is notified. */
export async function askQuestion(productId: string, asker: Poster, text: string): Promise<Question> {
  const uid = checkedPoster(asker, "ask");
  const product = await approvedProduct(productId);
  const question: Question = {
    id: generateId("q"),
    uid,
    authorName: await authorName(uid),
    text,
    createdOn: new Date().toISOString(),
    answers: [],
  };
  const askedOf = [...new Set(product.creators)].filter((creatorUid) => creatorUid !== uid);
  const recipients = await readRecipients(askedOf);
  const batch = adminDb().batch();
  batch.set(questionRef(productId, question.id), {
    uid,
    authorName: question.authorName,
    text,
    createdOn: Timestamp.fromDate(new Date(question.createdOn)),
    answerCount: 0,
  });
  for (const creator of askedOf) {
    notify(batch, creator, "question", `New question: ${product.title}`, `${question.authorName} asked: “${excerpt(text)}”`, `/products/${productId}#qa`);
    queueMail(batch, recipients, creator, mailKeys.question(question.id, creator), "question", questionMail({ productId, title: product.title, author: question.authorName, text }));
  }
  await batch.commit();
  return question;
}

/** Buyers and the product's creators with a verified email answer; the asker is notified (unless they answered). */
export async function answerQuestion(productId: string, questionId: string, answerer: Poster, text: string): Promise<Answer> {
  const uid = checkedPoster(answerer, "answer");
  const product = await approvedProduct(productId);
  const askedId = isDocumentId(questionId) ? questionId : "-";
  const asking = questionRef(productId, askedId);
  const [questionSnapshot, relation] = await Promise.all([asking.get(), relationRef(uid, productId).get()]);
  const asked = questionSnapshot.data();
  if (!asked) throw new HttpError(404, "qa/question-not-found", "This question no longer exists.");
  const byCreator = product.creators.includes(uid);
  if (!byCreator && !relation.exists) {
    throw new HttpError(403, "qa/not-allowed", "Only learners who own this course and its creators can answer.");
  }
  const answer: Answer = { id: generateId("ans"), uid, authorName: await authorName(uid), text, createdOn: new Date().toISOString(), byCreator };
  const askerUid = String(asked.uid ?? "");
  const recipients = await readRecipients(askerUid && askerUid !== uid ? [askerUid] : []);
  const batch = adminDb().batch();
  const { id, createdOn, ...fields } = answer;
  batch.set(answerRef(productId, askedId, id), { ...fields, createdOn: Timestamp.fromDate(new Date(createdOn)) });
  batch.update(asking, { answerCount: FieldValue.increment(1) });
  if (askerUid && askerUid !== uid) {
    notify(batch, askerUid, "answer", `New answer: ${product.title}`, `${answer.authorName} answered: “${excerpt(text)}”`, `/products/${productId}#qa`);
    queueMail(batch, recipients, askerUid, mailKeys.answer(id, askerUid), "answer", answerMail({ productId, title: product.title, author: answer.authorName, text }));
  }
  await batch.commit();
  return answer;
}
