import type { RelationSource } from "./relation";

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

/** One page of what a user has; `next` asks for the following page (`?after=`), null at the end. */
export type UserAccess = { user: AccessUser; products: AccessEntry[]; next: string | null };

export type ProductOption = { id: string; title: string; state: string };

/** What the grant forms' product picker offers for a search; `more` when more may match than shown. */
export type ProductChoices = { products: ProductOption[]; more: boolean };

export type BulkStatus = "granted" | "already" | "no-account" | "invalid";

export type BulkResult = { email: string; status: BulkStatus };
