import { getAsUser, postAsUser } from "@/lib/auth/fetch-as-user";
import type { AdminOrderAction, AdminOrderDetail, AdminOrderFilter, AdminOrderPage } from "./order-types";

/** A page of the admin's orders (the route checks the claim); `q` searches, `after` is the previous page's `next`. */
export function fetchAdminOrders(filter: AdminOrderFilter, q: string, after: string | null): Promise<AdminOrderPage> {
  const query = new URLSearchParams({ filter, ...(q ? { q } : {}), ...(after ? { after } : {}) });
  return getAsUser<AdminOrderPage>(`/api/admin/orders?${query.toString()}`);
}

export const fetchAdminOrder = (id: string) => getAsUser<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`);

export async function decideOrder(id: string, action: AdminOrderAction, reason: string): Promise<{ changed: boolean }> {
  return postAsUser<{ changed: boolean }>(`/api/admin/orders/${encodeURIComponent(id)}`, { action, reason });
}

/** The existing refund route: the provider refunds, its webhook applies it. */
export async function refundOrder(id: string, reason: string): Promise<{ status: "refunded" | "requested" }> {
  return postAsUser<{ status: "refunded" | "requested" }>(`/api/admin/orders/${encodeURIComponent(id)}/refund`, { reason });
}
