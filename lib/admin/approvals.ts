import { getAsUser, postAsUser } from "@/lib/auth/fetch-as-user";
import type { ApprovalDecision } from "./approval-rules";
import type { PendingPage, PendingProduct } from "./approval-types";


/** A page of the approval queue (admins only; the route checks the claim); null: the first. */
export async function fetchPendingProducts(after: string | null = null): Promise<PendingPage> {
  return getAsUser<PendingPage>(`/api/admin/approvals${after ? `?after=${encodeURIComponent(after)}` : ""}`);
}

export async function fetchProductForReview(id: string): Promise<PendingProduct> {
  return getAsUser<PendingProduct>(`/api/admin/approvals/${encodeURIComponent(id)}`);
}

export async function decideProduct(id: string, decision: ApprovalDecision, reason: string): Promise<void> {
  await postAsUser(`/api/admin/approvals/${encodeURIComponent(id)}`, { decision, reason });
}
