import type { Timestamp } from "firebase-admin/firestore";

/** products/{id}/questions/{qid}/answers/{aid} as the app holds it. */
export type Answer = {
  id: string;
  uid: string;
  authorName: string;
  text: string;
  /** ISO 8601. */
  createdOn: string;
  /** Written by one of the product's creators (shown as such). */
  byCreator: boolean;
};

/** products/{id}/questions/{qid}: asked by a signed-in user; only the server writes it. */
export type Question = {
  id: string;
  uid: string;
  authorName: string;
  text: string;
  /** ISO 8601. */
  createdOn: string;
  answers: Answer[];
};

/** products/{id}/questions/{qid} as stored; `answerCount` spares a query for unanswered questions. */
export type QuestionDoc = Omit<Question, "id" | "createdOn" | "answers"> & { createdOn: Timestamp; answerCount: number };

/** products/{id}/questions/{qid}/answers/{aid} as stored. */
export type AnswerDoc = Omit<Answer, "id" | "createdOn"> & { createdOn: Timestamp };
