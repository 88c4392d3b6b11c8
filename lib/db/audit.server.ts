import "server-only";
import { FieldValue, Transaction, type WriteBatch } from "firebase-admin/firestore";
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

/** Adds the entry to a transaction or batch, so the change and its record land together. */
export function recordAudit(writer: Transaction | WriteBatch, entry: AuditEntry): void {
  const ref = adminDb().collection("auditLog").doc();
  const data = { ...entry, details: entry.details ?? {}, at: FieldValue.serverTimestamp() };
  // Two overloaded `set`s TypeScript cannot call through a union; both take (ref, data).
  if (writer instanceof Transaction) writer.set(ref, data);
  else writer.set(ref, data);
}
