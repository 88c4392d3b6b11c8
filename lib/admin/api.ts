import { ApiError, postAsUser } from "@/lib/auth/post-as-user";
import { getClientAuth } from "@/lib/firebase/client";
import type { BulkResult, ProductOption, UserAccess } from "@/lib/types/access";

/** GETs JSON as the signed-in admin (the route handler checks the admin claim). */
async function getAsUser<T>(path: string): Promise<T> {
  const user = getClientAuth().currentUser;
  if (!user) throw new ApiError(401, "Sign in to do this.");
  let response: Response;
  try {
    response = await fetch(path, { headers: { Authorization: `Bearer ${await user.getIdToken()}` } });
  } catch {
    throw new ApiError(0, "We could not reach the server. Check your connection and try again.");
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (json as { error?: unknown } | null)?.error;
    throw new ApiError(response.status, typeof message === "string" ? message : "Something went wrong. Please try again.");
  }
  return json as T;
}

export type AdminCounts = { pendingProducts: number; products: number; users: number; universities: number };

export const fetchAdminCounts = () => getAsUser<AdminCounts>("/api/admin/overview");

export const fetchProductOptions = async () => (await getAsUser<{ products: ProductOption[] }>("/api/admin/access")).products;

export const fetchUserAccess = (email: string) => getAsUser<UserAccess>(`/api/admin/access?email=${encodeURIComponent(email)}`);

export type AccessAction = { action: "grant" | "revoke"; email: string; productId: string; reason: string };

export const changeAccess = async (change: AccessAction) => ((await postAsUser("/api/admin/access", change)) as { result: "granted" | "already" | "revoked" }).result;

export const grantInBulk = async (emails: string, productId: string, reason: string) =>
  ((await postAsUser("/api/admin/access/bulk", { emails, productId, reason })) as { results: BulkResult[] }).results;
