import type { Timestamp } from "firebase-admin/firestore";

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

/** auditLog/{id} as stored. */
export type AuditDoc = Required<AuditEntry> & { at: Timestamp };
