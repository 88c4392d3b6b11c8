import "server-only";
import { readCertificate } from "./certificates.server";

// The verify page reads three things of one certificate by id (lib/db/certificates.server.ts):
// whether it stands, when it was revoked, and the signed credential a certificate URL stands for.

export type CertificateStatus = "active" | "revoked" | "missing";

/** What the verify page may learn of one certificate. `credential` only when the learner made it public. */
export type CertificateRecord = { status: CertificateStatus; revokedAt: Date | null; publicCredential: string | null };

export async function readCertificateRecord(id: string): Promise<CertificateRecord> {
  const certificate = await readCertificate(id);
  if (!certificate) return { status: "missing", revokedAt: null, publicCredential: null };
  const revokedAt = certificate.revokedAt ? new Date(certificate.revokedAt) : null;
  return {
    status: revokedAt ? "revoked" : "active",
    revokedAt,
    publicCredential: certificate.public && certificate.credential ? certificate.credential : null,
  };
}

/** Whether certificate `id` stands: "missing" when no such document exists, "revoked" once revokedAt is set. */
export async function certificateStatus(id: string): Promise<CertificateStatus> {
  return (await readCertificateRecord(id)).status;
}
