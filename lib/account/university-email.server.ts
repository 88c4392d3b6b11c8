import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { adminDb } from "@/lib/firebase/server";
import { findUniversityListing, queueUniversityEmail, readVerification, recordVerification, universityEmailTokenRef } from "@/lib/db/university-emails.server";
import { universityRef } from "@/lib/db/universities.server";
import { HttpError } from "@/lib/http/error";
import { mailKeys } from "@/lib/mail/keys";
import { universityEmailMail } from "@/lib/mail/student-mails";
import { consumeRateLimit } from "@/lib/security/rate-limit.server";
import { universityEmailBody, universityEmailCode, universityEmailConfirmBody } from "@/lib/schemas/account";
import { parseOr, parseOrRefuse } from "@/lib/schemas/parse";
import { coveringDomains, domainMatches, emailDomain } from "@/lib/universities/email-domains";
import { LINK_VALID_HOURS, UNIVERSITY_EMAIL_MESSAGES as M, type UniversityEmailSent, type UniversityEmailStatus } from "./university-email";

// The flow of docs/decisions/0188-university-email-verification.md: an address on a listed
// domain gets a single-use link; opening it while signed in as the same account records the
// university and the domain (never the address) on users/{uid}.

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const fieldError = (status: number, code: string, message: string) => new HttpError(status, code, message, { fieldErrors: { email: message } });

/** Checks `email`, finds its university and sends the link to it. Nothing is stored for an address it refuses. */
export async function requestUniversityEmail(uid: string, body: unknown, now = new Date()): Promise<UniversityEmailSent> {
  const { email } = parseOr(universityEmailBody, body, ({ message }) => fieldError(400, universityEmailCode(message), message));
  // The schema checked that it has one.
  const domain = emailDomain(email) ?? "";
  const university = await findUniversityListing(coveringDomains(domain));
  if (!university) throw fieldError(422, "university-email/unknown-domain", M.unknownDomain(domain));
  await consumeRateLimit("student-email", uid, now.getTime());

  const token = randomBytes(32).toString("base64url");
  const hash = hashOf(token);
  const batch = adminDb().batch();
  queueUniversityEmail(batch, {
    uid,
    hash,
    universityId: university.id,
    domain,
    // Domains are case-insensitive; the address goes out as the catcher and mail servers write it.
    to: `${email.slice(0, email.lastIndexOf("@"))}@${domain}`,
    mailKey: mailKeys.studentEmail(uid, hash),
    message: universityEmailMail(university.name, token, LINK_VALID_HOURS),
    expiresAt: new Date(now.getTime() + LINK_VALID_HOURS * 3600_000),
  });
  await batch.commit();
  return { universityName: university.name, domain, validHours: LINK_VALID_HOURS };
}

/** Opens a link as `uid`: a foreign, used or expired link changes nothing. */
export async function confirmUniversityEmail(uid: string, body: unknown, now = new Date()): Promise<UniversityEmailStatus> {
  const { token } = parseOrRefuse(universityEmailConfirmBody, body, { code: "university-email/no-link", status: 404 });
  const hash = hashOf(token);
  await adminDb().runTransaction(async (tx) => {
    const link = (await tx.get(universityEmailTokenRef(hash))).data();
    if (!link) throw new HttpError(404, "university-email/no-link", M.noLink);
    if (link.uid !== uid) throw new HttpError(403, "university-email/other-account", M.otherAccount);
    if (link.usedAt) throw new HttpError(410, "university-email/used", M.used);
    if (link.expiresAt.toMillis() <= now.getTime()) throw new HttpError(410, "university-email/expired", M.expired);
    // An admin may have taken the domain off the list since the link was sent.
    const listed: unknown = (await tx.get(universityRef(link.universityId))).get("emailDomains");
    if (!Array.isArray(listed) || !listed.some((entry) => typeof entry === "string" && domainMatches(link.domain, entry))) {
      throw new HttpError(409, "university-email/delisted", M.delisted);
    }
    recordVerification(tx, uid, hash, { universityId: link.universityId, domain: link.domain });
  });
  return readUniversityEmailStatus(uid);
}

/** The caller's verification with its university's current name, or null. */
export async function readUniversityEmailStatus(uid: string): Promise<UniversityEmailStatus> {
  const verification = await readVerification(uid);
  if (!verification) return null;
  const name: unknown = (await universityRef(verification.universityId).get()).get("name");
  return {
    universityId: verification.universityId,
    universityName: typeof name === "string" && name ? name : "your university",
    domain: verification.domain,
    verifiedAt: verification.verifiedAt.toDate().toISOString(),
  };
}
