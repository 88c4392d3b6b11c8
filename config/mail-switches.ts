import type { MailKind } from "@/lib/types/mail";
import type { EmailSetting, UserSettings } from "@/lib/types/user";

/**
 * The switch in /dashboard/settings that turns each email off. A buyer's order and refund
 * confirmations have none: the terms promise them and § 7(3) FAGG wants the contract confirmed on
 * a durable medium (decision 0151).
 */
export const MAIL_SWITCH: Record<MailKind, EmailSetting | null> = {
  "order-confirmation": null,
  "enrolment-confirmation": null,
  "refund-confirmation": null,
  // The answer to a request the buyer made about their contract, as the confirmations are.
  "refund-request-rejected": null,
  sale: "emailOnSale",
  // The switch reads "When someone buys one of your courses.": a refund undoes such a sale.
  "sale-refunded": "emailOnSale",
  approval: "emailOnApproval",
  rejection: "emailOnApproval",
  question: "emailOnQuestion",
  // The switch reads "When someone asks a question about your course, or answers yours."
  answer: "emailOnQuestion",
  review: "emailOnReview",
  // Asked for a moment ago, to an address that is not the account's: no switch could have meant to stop it.
  "student-email": null,
};

/** Whether a person with these stored settings gets this email; a missing switch counts as on, as its default is. */
export function wantsMail(settings: Partial<Record<keyof UserSettings, unknown>> | undefined, kind: MailKind): boolean {
  const key = MAIL_SWITCH[kind];
  return key === null || settings?.[key] !== false;
}
