import type { cancelOpenOrder } from "@/lib/orders/cancel-order.server";
import type { requestRefundAsBuyer } from "@/lib/orders/refund-requests.server";
import { call, segment, type Returned } from "./core";

// /api/orders/[id]/…: the buyer's own order. Its PDFs are in ./files.ts.

const order = (orderId: string) => `/api/orders/${segment(orderId)}`;

/** The buyer cancels their order that waits for payment. */
export const cancelOrder = (orderId: string) => call<Returned<typeof cancelOpenOrder>>(`${order(orderId)}/cancel`, { method: "POST", body: {} });

/** The buyer asks for a refund of their order. */
export const askForRefund = (orderId: string, reason: string) => call<Returned<typeof requestRefundAsBuyer>>(`${order(orderId)}/refund-request`, { method: "POST", body: { reason } });
