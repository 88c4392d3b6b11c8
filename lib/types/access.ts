import type { RelationSource } from "@/lib/db/relations";

/** One product a user has, as /admin/course_access lists it (plain, serializable). */
export type AccessEntry = {
  productId: string;
  title: string;
  source: RelationSource;
  /** ISO 8601. */
  createdOn: string;
  grantedBy: string | null;
  reason: string | null;
};

export type AccessUser = { uid: string; email: string; displayName: string };

export type UserAccess = { user: AccessUser; products: AccessEntry[] };

export type ProductOption = { id: string; title: string; state: string };

export type BulkStatus = "granted" | "already" | "no-account" | "invalid";

export type BulkResult = { email: string; status: BulkStatus };
