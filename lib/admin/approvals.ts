import { getAsUser, postAsUser } from "@/lib/auth/fetch-as-user";
import type { ApprovalDecision } from "./approval-rules";
import type { PendingProduct } from "./approval-types";

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
