import type { Timestamp } from "firebase-admin/firestore";

/**
 * What happened to an order, for the admin's order page. "created", "paid" and "refunded" are
 * read from the order's own fields; the others are stored as orders/{id}/events/{type}, one each.
 */
export const ORDER_EVENT_TYPES = ["created", "paid", "refund_requested", "goodwill_granted", "refund_started", "request_rejected", "refunded"] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** Stored events: one per type and order (the type is the document id), so a repeat cannot add a second. */
export type StoredOrderEventType = Extract<OrderEventType, "refund_requested" | "goodwill_granted" | "refund_started" | "request_rejected">;

/** Who acted: the buyer, an admin, or the payment provider (its webhook). */
export type OrderActor = { role: "buyer" | "admin" | "provider"; uid: string; email: string };

/** orders/{id}/events/{type} as stored; server only (firestore.rules). */
export type OrderEventDoc = { type: StoredOrderEventType; at: Timestamp; actor: OrderActor; note: string };

/** An event as the admin's page shows it. */
export type OrderEvent = { type: OrderEventType; at: string; actor: OrderActor; note: string };
