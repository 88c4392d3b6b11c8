import * as v from "valibot";
import { UNIVERSITY_EMAIL_MESSAGES as M } from "@/lib/account/university-email";
import { emailDomain, MAX_EMAIL_LENGTH } from "@/lib/universities/email-domains";
import { objectOf } from "./parse";

/** POST /api/account/university-email `{ email }`: a whole address, its ends trimmed; whether a university lists its domain is the server's to say. */
export const universityEmailBody = objectOf(
  {
    email: v.pipe(v.string(M.missing), v.trim(), v.nonEmpty(M.missing), v.maxLength(MAX_EMAIL_LENGTH, M.tooLong), v.check((email) => emailDomain(email) !== null, M.invalid)),
  },
  M.missing,
);
export type UniversityEmailInput = v.InferInput<typeof universityEmailBody>;

const UNIVERSITY_EMAIL_CODES: Record<string, string> = { [M.missing]: "university-email/missing", [M.tooLong]: "university-email/too-long", [M.invalid]: "university-email/invalid" };

/** The route's code for a message of `universityEmailBody`. */
export const universityEmailCode = (message: string) => UNIVERSITY_EMAIL_CODES[message] ?? "university-email/invalid";

/** POST /api/account/university-email/confirm `{ token }`: 32 random bytes, base64url, as the emailed link carries them. */
export const universityEmailConfirmBody = objectOf({ token: v.pipe(v.string(M.noLink), v.regex(/^[A-Za-z0-9_-]{43}$/, M.noLink)) }, M.noLink);
export type UniversityEmailConfirmInput = v.InferInput<typeof universityEmailConfirmBody>;
