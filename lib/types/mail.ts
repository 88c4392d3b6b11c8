import type { Timestamp } from "firebase-admin/firestore";

/** Every email the shop sends; each maps to at most one of the person's email switches (config/mail-switches.ts). */
export const MAIL_KINDS = ["order-confirmation", "enrolment-confirmation", "refund-confirmation", "refund-request-rejected", "sale", "sale-refunded", "approval", "rejection", "question", "answer", "review", "student-email"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What a template renders: one subject, the same content as plain text and as HTML. */
export type MailMessage = { subject: string; text: string; html: string };

/**
 * mail/{idempotencyKey} as stored, in the shape of Firebase's Trigger Email extension
 * (firestore-send-email), which sends it in production and writes `delivery`; locally the dev
 * delivery loop (scripts/mail-catcher) does. Only the server writes these (firestore.rules).
 */
export type MailDoc = {
  to: string;
  message: MailMessage;
  kind: MailKind;
  /** The account it was sent to, so a deleted account's mail can be found. */
  uid: string;
  createdAt: Timestamp;
  delivery?: { state: "PENDING" | "PROCESSING" | "SUCCESS" | "ERROR"; error?: string | null };
};
