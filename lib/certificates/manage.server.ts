import "server-only";
import { absoluteUrl, siteUrl } from "@/config/site";
import { recordAudit } from "@/lib/db/audit.server";
import { certificateRef, readCertificate, writeRevocation } from "@/lib/db/certificates.server";
import { toCertificate } from "@/lib/db/certificate-shape";
import { adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import { certificateChangeBody, certificateChangeRefusal, certificateRevokeBody } from "@/lib/schemas/certificates";
import { reasonRefusal } from "@/lib/schemas/orders";
import { parseOrRefuse } from "@/lib/schemas/parse";
import type { Certificate } from "@/lib/types/certificate";
import { issueCredential } from "./credential-port.server";

export type Viewer = { uid: string; isAdmin: boolean } | null;
/** Who looks at a certificate: its learner, an admin, or anyone (a public one). */
export type ViewerRole = "owner" | "admin" | "public";

// A private certificate answers as a missing one, so its id cannot be probed.
const notFound = () => new HttpError(404, "certificate/not-found", "There is no certificate at this address.");

export const roleOf = (certificate: Certificate, viewer: Viewer): ViewerRole | null =>
  viewer?.uid === certificate.uid ? "owner" : viewer?.isAdmin ? "admin" : certificate.public ? "public" : null;

/** The certificate if `viewer` may see it (its learner, an admin, anyone when public), else 404. */
export async function certificateFor(id: string, viewer: Viewer): Promise<{ certificate: Certificate; role: ViewerRole }> {
  const certificate = await readCertificate(id);
  const role = certificate ? roleOf(certificate, viewer) : null;
  if (!certificate || !role) throw notFound();
  return { certificate, role };
}


/**
 * Applies the learner's change (`certificateChangeBody`: whether it is public, and until revoked the name on it). A new name re-issues the credential, since the credential states
 * the name (decision 0182); a revoked certificate keeps its name, but may still be hidden or shown.
 */
export async function changeOwnCertificate(id: string, uid: string, body: unknown): Promise<Certificate> {
  const { certificate, role } = await certificateFor(id, { uid, isAdmin: false });
  if (role !== "owner") throw notFound();
  const change = parseOrRefuse(certificateChangeBody, body, certificateChangeRefusal);
  const update: { public?: boolean; learnerName?: string; credential?: string } = {};
  if (change.public !== undefined) update.public = change.public;
  if (change.learnerName !== undefined) {
    if (certificate.revokedAt) throw new HttpError(409, "certificate/revoked", "This certificate was revoked; its name cannot be changed.");
    update.learnerName = change.learnerName;
    update.credential = await issueCredential({
      certificateId: id,
      learnerName: update.learnerName,
      productTitle: certificate.productTitle,
      productUrl: absoluteUrl(`/products/${certificate.productId}`),
      universityName: certificate.universityName,
      universityCourseName: certificate.universityCourseName,
      ects: certificate.ects,
      learningOutcomes: certificate.learningOutcomes,
      completedAt: new Date(certificate.completedAt),
      origin: siteUrl,
    });
  }
  if (!Object.keys(update).length) throw new HttpError(400, "certificate/no-change", "Nothing to change.");
  return adminDb().runTransaction(async (tx) => {
    const snapshot = await tx.get(certificateRef(id));
    // A revocation that landed meanwhile wins over a new name.
    if (update.learnerName && snapshot.get("revokedAt")) throw new HttpError(409, "certificate/revoked", "This certificate was revoked; its name cannot be changed.");
    tx.update(certificateRef(id), update);
    return toCertificate(id, { ...snapshot.data(), ...update });
  });
}

/** An admin revokes a certificate, once, with the reason its page and verifiers show; audited. */
export async function revokeCertificate(id: string, reason: unknown, actor: { uid: string; email: string }): Promise<void> {
  const text = parseOrRefuse(certificateRevokeBody, { reason }, reasonRefusal("certificate/invalid-reason")).reason;
  if (!(await readCertificate(id))) throw notFound();
  await adminDb().runTransaction(async (tx) => {
    const snapshot = await tx.get(certificateRef(id));
    if (!snapshot.exists) throw notFound();
    if (snapshot.get("revokedAt")) throw new HttpError(409, "certificate/already-revoked", "This certificate was revoked already.");
    writeRevocation(tx, id, text);
    recordAudit(tx, { actorUid: actor.uid, actorEmail: actor.email, action: "certificate.revoked", target: snapshot.ref.path, reason: text, details: { uid: String(snapshot.get("uid") ?? ""), productId: String(snapshot.get("productId") ?? "") } });
  });
}
