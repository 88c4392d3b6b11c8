import { getAsUser, postAsUser } from "@/lib/auth/fetch-as-user";
import type { BulkResult, ProductChoices, UserAccess } from "@/lib/types/access";

export type AdminCounts = { pendingProducts: number; products: number; users: number; universities: number };

export const fetchAdminCounts = () => getAsUser<AdminCounts>("/api/admin/overview");

/** Products to grant whose title words start with those of `text`, or whose id it is. */
export const searchProducts = (text: string) => getAsUser<ProductChoices>(`/api/admin/access/products?q=${encodeURIComponent(text)}`);

export const fetchUserAccess = (email: string, after: string | null = null) =>
  getAsUser<UserAccess>(`/api/admin/access?email=${encodeURIComponent(email)}${after ? `&after=${encodeURIComponent(after)}` : ""}`);

export type AccessAction = { action: "grant" | "revoke"; email: string; productId: string; reason: string };

export const changeAccess = async (change: AccessAction) => ((await postAsUser("/api/admin/access", change)) as { result: "granted" | "already" | "revoked" }).result;

export const grantInBulk = async (emails: string, productId: string, reason: string) =>
  ((await postAsUser("/api/admin/access/bulk", { emails, productId, reason })) as { results: BulkResult[] }).results;
