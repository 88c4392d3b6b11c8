import type { Order } from "@/lib/types/order";
import type { OrderEvent } from "@/lib/types/order-event";

/** The admin's order list: pending refund requests (oldest first) or every order (newest first). */
export const ADMIN_ORDER_FILTERS = ["requests", "all"] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

export type AdminOrderRow = { order: Order; buyerEmail: string };
export type AdminOrderPage = { orders: AdminOrderRow[]; next: string | null };
export type AdminOrderDetail = AdminOrderRow & { events: OrderEvent[] };
/** What the admin's order page can do besides Refund (which has its own route). */
export type AdminOrderAction = "reject" | "goodwill";

/** An invoice number as the payment webhook gives them: year, dash, six digits. */
export const INVOICE_NUMBER = /^\d{4}-\d{6}$/;
/** The longest search text: an email address (RFC 5321). */
export const ORDER_SEARCH_MAX = 254;
