import "server-only";
import type { DocumentData, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { certificatesOf } from "@/lib/db/certificates.server";
import { invoicesOfBuyer } from "@/lib/db/invoices.server";
import { mailOf } from "@/lib/db/mail.server";
import { allNotificationsOf } from "@/lib/db/notifications.server";
import { everyOrderOfBuyer } from "@/lib/db/orders.server";
import { allPayoutEntriesOf, connectionRef } from "@/lib/db/payouts.server";
import { progressOf } from "@/lib/db/progress.server";
import { answersByAuthor, questionsByAuthor } from "@/lib/db/questions.server";
import { allRelationsOf } from "@/lib/db/relations.server";
import { reviewsByAuthor } from "@/lib/db/reviews.server";
import { userRef } from "@/lib/db/users.server";
import { buildDataExport, type DataExport, type StoredEntry } from "./data-export";

const stored = (doc: QueryDocumentSnapshot<DocumentData>): StoredEntry => ({ id: doc.id, data: doc.data() });

/** A review or question hangs under products/{productId}; an answer under a question under one. */
const underProduct = (doc: QueryDocumentSnapshot<DocumentData>): StoredEntry => ({ ...stored(doc), productId: doc.ref.parent.parent?.id ?? "" });
const underQuestion = (doc: QueryDocumentSnapshot<DocumentData>): StoredEntry => {
  const question = doc.ref.parent.parent;
  return { ...stored(doc), questionId: question?.id ?? "", productId: question?.parent.parent?.id ?? "" };
};

/**
 * Everything stored about the account `uid`: every read is a query on its own uid or a document
 * under users/{uid}, so the cost follows that person's data and nobody else's.
 */
export async function readDataExport(account: { uid: string; email: string; emailVerified: boolean }, now = new Date()): Promise<DataExport> {
  const { uid } = account;
  const [record, orders, invoices, relations, progress, reviews, questions, answers, notifications, emails, payoutAccount, payouts, certificates] = await Promise.all([
    userRef(uid).get(),
    everyOrderOfBuyer(uid),
    invoicesOfBuyer(uid),
    allRelationsOf(uid),
    progressOf(uid),
    reviewsByAuthor(uid),
    questionsByAuthor(uid),
    answersByAuthor(uid),
    allNotificationsOf(uid),
    mailOf(uid),
    connectionRef(uid).get(),
    allPayoutEntriesOf(uid),
    certificatesOf(uid),
  ]);
  return buildDataExport(
    {
      account,
      record: record.data() ?? null,
      orders: orders.map(stored),
      invoices: invoices.map(stored),
      relations: relations.map(stored),
      progress: progress.map(stored),
      reviews: reviews.map(underProduct),
      questions: questions.map(underProduct),
      answers: answers.map(underQuestion),
      notifications: notifications.map(stored),
      emails: emails.map(stored),
      payoutAccount: payoutAccount.data() ?? null,
      payouts: payouts.map(stored),
      certificates: certificates.map(stored),
    },
    now,
  );
}
