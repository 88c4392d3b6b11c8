import { ApiError, postAsUser } from "@/lib/auth/post-as-user";
import { getClientAuth } from "@/lib/firebase/client";
import type { ApprovalDecision } from "./approval-rules";
import type { PendingProduct } from "./approval-types";

/** GETs JSON as the signed-in user; refusals become an ApiError with the route's message. */
async function getAsUser<T>(path: string): Promise<T> {
  const user = getClientAuth().currentUser;
  if (!user) throw new ApiError(401, "Sign in to do this.");
  let response: Response;
  try {
    response = await fetch(path, { headers: { Authorization: `Bearer ${await user.getIdToken()}` }, cache: "no-store" });
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

/** The approval queue (admins only; the route checks the claim). */
export async function fetchPendingProducts(): Promise<PendingProduct[]> {
  return (await getAsUser<{ products: PendingProduct[] }>("/api/admin/approvals")).products;
}

export async function fetchProductForReview(id: string): Promise<PendingProduct> {
  return getAsUser<PendingProduct>(`/api/admin/approvals/${encodeURIComponent(id)}`);
}

export async function decideProduct(id: string, decision: ApprovalDecision, reason: string): Promise<void> {
  await postAsUser(`/api/admin/approvals/${encodeURIComponent(id)}`, { decision, reason });
}
