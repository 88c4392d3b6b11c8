import "server-only";
import { Timestamp } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";

// certificates/{certificateId}: written by the server only (lib/db/certificates.server.ts owns the
// writes). The verify page reads three things of one document by id: whether it stands, when it
// was revoked, and the signed credential a certificate URL stands for.

export type CertificateStatus = "active" | "revoked" | "missing";

/** What the verify page may learn of one certificate. `credential` only when the learner made it public. */
export type CertificateRecord = { status: CertificateStatus; revokedAt: Date | null; publicCredential: string | null };

const CERTIFICATE_ID = /^[A-Za-z0-9]{1,64}$/;

export async function readCertificateRecord(id: string): Promise<CertificateRecord> {
  if (!CERTIFICATE_ID.test(id)) return { status: "missing", revokedAt: null, publicCredential: null };
  const snapshot = await adminDb().collection("certificates").doc(id).get();
  const data = snapshot.data();
  if (!data) return { status: "missing", revokedAt: null, publicCredential: null };
  const revokedAt = data.revokedAt instanceof Timestamp ? data.revokedAt.toDate() : null;
  return {
    status: revokedAt ? "revoked" : "active",
    revokedAt,
    publicCredential: data.public === true && typeof data.credential === "string" ? data.credential : null,
  };
}

/** Whether certificate `id` stands: "missing" when no such document exists, "revoked" once revokedAt is set. */
export async function certificateStatus(id: string): Promise<CertificateStatus> {
  return (await readCertificateRecord(id)).status;
}
