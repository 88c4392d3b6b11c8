import type { Certificate, ShownFields } from "@/lib/types/certificate";
import type { VerifyAnswer } from "@/lib/credentials/summary";
import type { ShownCertificate } from "@/lib/certificates/shown.server";
import type { ViewerRole } from "@/lib/certificates/manage.server";
import type { CredentialCheckInput } from "@/lib/schemas/certificates";
import { call, segment, withQuery } from "./core";

// /api/certificates/… and /api/admin/certificates/…: a certificate as its viewer may see it, the
// learner's changes, an admin's list and revocation, and anyone's check of a credential. Their
// files are in ./files.ts.

const certificate = (id: string) => `/api/certificates/${segment(id)}`;

export type CertificateAnswer = { shown: ShownCertificate; role: ViewerRole };

/** The certificate as the signed-in user may see it (their own, or any as an admin). */
export const fetchCertificate = (id: string) => call<CertificateAnswer>(certificate(id));

/** The learner makes their certificate public or private, or changes the name printed on it. */
export const changeCertificate = (id: string, change: { public?: boolean; learnerName?: string }) =>
  call<Pick<Certificate, "public" | "learnerName">>(certificate(id), { method: "PATCH", body: change });

/** Admins: a page of every certificate, newest first, after `after` (null: the first). */
export const fetchCertificatePage = (after: string | null) => call<{ certificates: ShownFields[]; next: string | null }>(withQuery("/api/admin/certificates", { after }));

/** Admins revoke a certificate, saying why. */
export const revokeCertificate = async (id: string, reason: string) => {
  await call<null>(`/api/admin/certificates/${segment(id)}`, { method: "POST", body: { reason } });
};

/** Anyone: checks a credential file's text or a certificate address. */
export const verifyCredential = (body: CredentialCheckInput) =>
  call<VerifyAnswer>("/api/certificates/verify", {
    method: "POST",
    body,
    signedIn: false,
    fallback: "The credential could not be checked. Please try again.",
    unreachable: "Our server could not be reached. Check your connection and try again.",
  });
