import type { bulkGrant } from "@/lib/admin/access-bulk.server";
import type { findProductChoices, findUserAccess, grantAccess } from "@/lib/admin/access.server";
import type { ApprovalDecision } from "@/lib/admin/approval-rules";
import type { decideApproval, listPendingProducts, readProductForReview } from "@/lib/admin/approvals.server";
import type { AdminOrderAction, AdminOrderFilter } from "@/lib/admin/order-types";
import type { listAdminOrders, readAdminOrder } from "@/lib/admin/orders.server";
import type { adminCounts } from "@/lib/admin/overview.server";
import type { saveUniData } from "@/lib/admin/uni-data.server";
import { HttpError } from "@/lib/http/error";
import type { rejectRefundRequest } from "@/lib/orders/refund-requests.server";
import type { requestRefund } from "@/lib/payments/refund.server";
import type { UniDataEdit, UniDataInput, UniDataTarget } from "@/lib/schemas/uni-data";
import { call, segment, withQuery, type Returned } from "./core";

// /api/admin/…: admins only (each route checks the claim). Types come from the server functions
// behind the routes.

export const fetchAdminCounts = () => call<Returned<typeof adminCounts>>("/api/admin/overview");

// Course access.

/** Products to grant whose title words start with those of `text`, or whose id it is. */
export const searchProducts = (text: string) => call<Returned<typeof findProductChoices>>(withQuery("/api/admin/access/products", { q: text }));

export const fetchUserAccess = (email: string, after: string | null = null) => call<Returned<typeof findUserAccess>>(withQuery("/api/admin/access", { email, after }));

export type AccessAction = { action: "grant" | "revoke"; email: string; productId: string; reason: string };

export const changeAccess = async (change: AccessAction) =>
  (await call<{ result: Returned<typeof grantAccess> | "revoked" }>("/api/admin/access", { method: "POST", body: change })).result;

export const grantInBulk = async (emails: string, productId: string, reason: string) =>
  (await call<{ results: Returned<typeof bulkGrant> }>("/api/admin/access/bulk", { method: "POST", body: { emails, productId, reason } })).results;

// Product approvals.

const approval = (id: string) => `/api/admin/approvals/${segment(id)}`;

/** A page of the approval queue; null: the first. */
export const fetchPendingProducts = (after: string | null = null) => call<Returned<typeof listPendingProducts>>(withQuery("/api/admin/approvals", { after }));

export const fetchProductForReview = (id: string) => call<NonNullable<Returned<typeof readProductForReview>>>(approval(id));

export const decideProduct = async (id: string, decision: ApprovalDecision, reason: string) => {
  await call<Pick<Returned<typeof decideApproval>, "state">>(approval(id), { method: "POST", body: { decision, reason } });
};

// Orders.

const adminOrder = (id: string) => `/api/admin/orders/${segment(id)}`;

/** A page of the admin's orders; `q` searches, `after` is the previous page's `next`. */
export const fetchAdminOrders = (filter: AdminOrderFilter, q: string, after: string | null) => call<Returned<typeof listAdminOrders>>(withQuery("/api/admin/orders", { filter, q, after }));

export const fetchAdminOrder = (id: string) => call<NonNullable<Returned<typeof readAdminOrder>>>(adminOrder(id));

export const decideOrder = (id: string, action: AdminOrderAction, reason: string) => call<Returned<typeof rejectRefundRequest>>(adminOrder(id), { method: "POST", body: { action, reason } });

/** The provider refunds, its webhook applies it. */
export const refundOrder = (id: string, reason: string) => call<Returned<typeof requestRefund>>(`${adminOrder(id)}/refund`, { method: "POST", body: { reason } });

// University data: the rules allow no client writes to it, so every change goes through the route.

const NOTHING_SAVED = "Nothing was saved. Please try again.";

async function sendUniData(method: "POST" | "PATCH" | "DELETE", path: string, body?: unknown) {
  try {
    return await call<Partial<Returned<typeof saveUniData>> | null>(path, { method, body });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // A refusal without a message of its own still says what happened to the input.
    const saysWhy = typeof error.details.error === "string" || error.status === 0 || error.status === 401;
    throw saysWhy ? error : new HttpError(error.status, error.code, NOTHING_SAVED, error.details);
  }
}

/** Sends one "Add university data" form to the server. */
export async function submitUniData(input: UniDataInput): Promise<Returned<typeof saveUniData>> {
  const answer = await sendUniData("POST", "/api/admin/uni-data", input);
  if (typeof answer?.id !== "string" || typeof answer.link !== "string") throw new HttpError(500, "uni-data/failed", NOTHING_SAVED);
  return { id: answer.id, link: answer.link };
}

/** Saves an edited university, degree, course or section. */
export async function updateUniData(input: UniDataEdit): Promise<void> {
  const answer = await sendUniData("PATCH", "/api/admin/uni-data", input);
  if (typeof answer?.id !== "string") throw new HttpError(500, "uni-data/failed", NOTHING_SAVED);
}

/** Deletes an item; a 409 says what still uses it. */
export async function deleteUniData(target: UniDataTarget): Promise<void> {
  const answer = await sendUniData("DELETE", `/api/admin/uni-data?${new URLSearchParams(target).toString()}`);
  if (typeof answer?.id !== "string") throw new HttpError(500, "uni-data/failed", NOTHING_SAVED);
}
