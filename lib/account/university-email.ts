/** What the account page shows of a university email verification (GET /api/account/university-email). */
export type UniversityEmailStatus = { universityId: string; universityName: string; domain: string; verifiedAt: string } | null;

/** The answer to a request for a link: where it went, so the page can say so. */
export type UniversityEmailSent = { universityName: string; domain: string; validHours: number };

export const LINK_VALID_HOURS = 24;

export const UNIVERSITY_EMAIL_MESSAGES = {
  missing: "Enter your university email address.",
  tooLong: "An email address is at most 254 characters.",
  invalid: "Enter a whole email address, like name@student.tudelft.nl.",
  unknownDomain: (domain: string) => `No university here lists ${domain} for its students' email, so we cannot verify it. Check the address, or use your university's student address.`,
  noLink: "This verification link is not valid. Ask for a new one on your account page.",
  otherAccount: "This verification link was sent for another account. Sign in with the account that asked for it.",
  used: "This verification link was used already. Ask for a new one if you need to verify again.",
  expired: "This verification link has expired. Ask for a new one on your account page.",
  delisted: "Your university no longer lists this email domain, so it cannot be verified. Ask for a link with another university address.",
} as const;
