import "server-only";
import { FieldValue, Timestamp, type DocumentData, type Transaction } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import type { Certificate, CertificateDoc, CertificatePointerDoc } from "@/lib/types/certificate";
import { isDocumentId } from "@/lib/utils/ids";
import { toCertificate } from "./certificate-shape";
import type { Cursor, Page } from "./cursor";
import { pageOf } from "./page.server";
import { storedAs } from "./stored.server";
import { userRef } from "./users.server";

/** certificates/{certificateId}: written by the server only (firestore.rules denies every browser write). */
const certificates = () => adminDb().collection("certificates").withConverter(storedAs<CertificateDoc>());
export const certificateRef = (id: string) => certificates().doc(id);
/** A new certificate's reference: Firestore's random 20-character id, which nobody can guess. */
export const newCertificateRef = () => certificates().doc();

/**
 * users/{uid}/certificates/{productId}: the one certificate `uid` holds for `productId`. Created in
 * the same transaction as the certificate; its fixed id is what makes a second completion (a
 * replay, or two at once) find the first certificate instead of issuing another.
 */
export const certificatePointerRef = (uid: string, productId: string) =>
  userRef(uid).collection("certificates").withConverter(storedAs<CertificatePointerDoc>()).doc(productId);

/** Every certificate issued to `uid`, revoked ones too (their data export; account deletion). */
export async function certificatesOf(uid: string) {
  return (await certificates().where("uid", "==", uid).get()).docs;
}

/**
 * Deletes every certificate issued to `uid`: each carries the name they chose. A deleted
 * learner's certificate page is then gone, and its credential checks as revoked
 * (lib/db/certificate-status.server.ts counts a missing certificate as revoked).
 */
export async function deleteCertificatesOf(uid: string): Promise<void> {
  const writer = adminDb().bulkWriter();
  for (const doc of await certificatesOf(uid)) void writer.delete(doc.ref);
  await writer.close();
}

/** The certificate `uid` holds for `productId`, revoked or not; null when they never completed it. */
export async function readCertificateOf(uid: string, productId: string): Promise<Certificate | null> {
  const pointer = await certificatePointerRef(uid, productId).get();
  const id = pointer.data()?.certificateId;
  return id ? readCertificate(id) : null;
}

/** One certificate by id; null for an id that cannot be or is not one. */
export async function readCertificate(id: string): Promise<Certificate | null> {
  if (!isDocumentId(id, 40)) return null;
  const snapshot = await certificateRef(id).get();
  const data = snapshot.data();
  return data ? toCertificate(snapshot.id, data) : null;
}

export type NewCertificate = Omit<Certificate, "id" | "completedAt" | "revokedAt" | "revokedReason" | "public"> & { completedAt: Date };

/** Creates the certificate and its pointer in `tx`; private until its learner shares it (decision 0181). */
export function createCertificate(tx: Transaction, id: string, certificate: NewCertificate): void {
  tx.create(certificateRef(id), { ...certificate, completedAt: Timestamp.fromDate(certificate.completedAt), public: false, revokedAt: null, revokedReason: null });
  tx.create(certificatePointerRef(certificate.uid, certificate.productId), { certificateId: id, createdAt: Timestamp.fromDate(certificate.completedAt) });
}

/** Marks the certificate revoked in `tx`, with the server's time and the reason a verifier reads. */
export function writeRevocation(tx: Transaction, id: string, reason: string): void {
  tx.update(certificateRef(id), { revokedAt: FieldValue.serverTimestamp(), revokedReason: reason });
}

/** The newest certificates first, for the admin's list: one page of at most 21 reads. */
export async function pageCertificates(after: Cursor | null): Promise<Page<Certificate>> {
  const page = await pageOf(certificates(), "completedAt", "desc", { after });
  return { items: page.items.map((entry) => toCertificate(entry.id, entry.data() as DocumentData)), next: page.next };
}


export type HeldCertificate = { productId: string; certificateId: string; revoked: boolean };

/** Reads in `tx` the certificates `uid` holds for these products (a refund's, before its writes). */
export async function readHeldCertificates(tx: Transaction, uid: string, productIds: string[]): Promise<HeldCertificate[]> {
  if (!productIds.length) return [];
  const pointers = await tx.getAll(...productIds.map((productId) => certificatePointerRef(uid, productId)));
  const held = pointers.flatMap((pointer) => {
    const certificateId = pointer.data()?.certificateId;
    return certificateId ? [{ productId: pointer.id, certificateId }] : [];
  });
  if (!held.length) return [];
  const found = await tx.getAll(...held.map((entry) => certificateRef(entry.certificateId)));
  return held.map((entry, index) => ({ ...entry, revoked: !found[index]?.exists || found[index]?.get("revokedAt") != null }));
}

/**
 * A refund takes the certificates back: each is revoked with `reason` (one an admin revoked
 * already keeps their reason) and its pointer goes, so a learner who buys the course again and
 * finishes it earns a new certificate while verifiers still find the old one revoked.
 */
export function revokeHeldCertificates(tx: Transaction, uid: string, held: HeldCertificate[], reason: string): void {
  for (const entry of held) {
    if (!entry.revoked) writeRevocation(tx, entry.certificateId, reason);
    tx.delete(certificatePointerRef(uid, entry.productId));
  }
}
