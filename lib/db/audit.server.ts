import "server-only";
import { FieldValue, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { adminDb } from "@/lib/firebase/server";
import type { AuditDoc, AuditEntry } from "@/lib/types/audit";
import { storedAs } from "./stored.server";

/** auditLog/{id}: a new entry's reference (only the server writes the log). */
const newAuditRef = () => adminDb().collection("auditLog").withConverter(storedAs<AuditDoc>()).doc();

function auditDoc(entry: AuditEntry) {
  return { ref: newAuditRef(), data: { ...entry, details: entry.details ?? {}, at: FieldValue.serverTimestamp() } };
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
