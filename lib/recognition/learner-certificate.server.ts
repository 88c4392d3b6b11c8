import "server-only";
import { credentialFile } from "@/lib/certificates/credential-port.server";
import { siteUrl } from "@/config/site";
import { certificateUrl } from "@/lib/credentials/build";
import { readCertificateOf } from "@/lib/db/certificates.server";

/** A learner's certificate of completing a course, as the recognition pack includes it. */
export type LearnerCertificate = {
  /** The certificate page, /certificates/{id}. */
  url: string;
  /** The signed credential (Open Badges 3.0) as the JSON text of its download. */
  credential: string;
};

/** The signed-in learner's certificate of this course, or null when they have none (not completed, or revoked). */
export async function learnerCertificateFor(uid: string, productId: string): Promise<LearnerCertificate | null> {
  const certificate = await readCertificateOf(uid, productId);
  if (!certificate || certificate.revokedAt) return null;
  return { url: certificateUrl(siteUrl, certificate.id), credential: credentialFile(certificate.credential) };
}
