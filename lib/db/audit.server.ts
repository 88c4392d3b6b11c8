import "server-only";
import { FieldValue, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";

/**
 * auditLog/{id}: every admin change, who made it, when, to what, and why. Written only by the
 * server (no client rule grants it), read by admins.
 */
export type AuditEntry = {
  actorUid: string;
  actorEmail: string;
  /** e.g. "product.approved", "product.rejected", "access.granted", "university.created". */
  action: string;
  /** The changed document's path, e.g. "products/prod_…". */
  target: string;
  reason: string;
  details?: Record<string, unknown>;
};

function auditDoc(entry: AuditEntry) {
  return { ref: adminDb().collection("auditLog").doc(), data: { ...entry, details: entry.details ?? {}, at: FieldValue.serverTimestamp() } };
}

/** Adds the entry to a transaction, so the change and its record land together. */
export function recordAudit(transaction: Transaction, entry: AuditEntry): void {
  const { ref, data } = auditDoc(entry);
  transaction.set(ref, data);
}

/** The same for a batch of writes. */
export function recordAuditInBatch(batch: WriteBatch, entry: AuditEntry): void {
  const { ref, data } = auditDoc(entry);
  batch.set(ref, data);
}
