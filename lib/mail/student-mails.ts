import type { MailMessage } from "@/lib/types/mail";
import { renderMail } from "./layout";

/** Where a university email's link lands; the page posts its token to /api/account/university-email/confirm. */
export const universityEmailPath = (token: string) => `/dashboard/account/university-email?token=${encodeURIComponent(token)}`;

/** To the university address someone entered on their account page: the one link that proves they read mail there. */
export function universityEmailMail(universityName: string, token: string, validHours: number): MailMessage {
  return renderMail({
    kind: "student-email",
    subject: `Confirm your ${universityName} email address`,
    paragraphs: [
      `Someone signed in to our shop asked to verify this address as a student email of ${universityName}.`,
      `If that was you, open the link below while signed in to the same account within ${validHours} hours. Your reviews will then show "Verified student of ${universityName}".`,
      "If it was not you, ignore this email: nothing changes.",
    ],
    links: [{ label: "Verify my university email", path: universityEmailPath(token) }],
  });
}
