import type { Order } from "@/lib/types/order";

/** The statutory withdrawal period (§ 11 FAGG, Art. 9 Directive 2011/83/EU), counted from the payment. */
export const REFUND_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A buyer's reason and an admin's: long enough to say something, short enough to read in the queue. */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 2000;
export const DECISION_REASON_MAX = 500;

/** Why a buyer may not ask for a refund of an order now: the status and code the route answers, and the message shown. */
export type RefundRefusal = { status: 404 | 409; code: string; message: string };

type RequestableOrder = Pick<Order, "status" | "paidOn" | "createdOn" | "refundRequest" | "goodwillOn" | "withdrawalWaived">;

/** The last moment of the withdrawal period of an order. */
export const windowEnd = (order: Pick<Order, "paidOn" | "createdOn">) => new Date(Date.parse(order.paidOn ?? order.createdOn) + REFUND_WINDOW_DAYS * DAY_MS);

/**
 * Whether the buyer may ask for a refund of `order` at `now`, or why not: one request per order,
 * for a paid order only; within 14 days of the payment unless the buyer waived the right of
 * withdrawal at checkout; at any time once an admin granted goodwill (decision 0156).
 */
export function refundRefusal(order: RequestableOrder, now: Date): RefundRefusal | null {
  if (order.status === "refunded") return { status: 409, code: "refund-request/refunded", message: "This order was already refunded." };
  if (order.refundRequest?.state === "pending") {
    return { status: 409, code: "refund-request/already-requested", message: "You already asked for a refund of this order. We will let you know our answer." };
  }
  if (order.refundRequest) return { status: 409, code: "refund-request/already-decided", message: "Your refund request for this order was answered; a second one is not possible." };
  if (order.status !== "paid") return { status: 409, code: "refund-request/not-paid", message: "Only a paid order can be refunded." };
  if (order.goodwillOn) return null;
  if (order.withdrawalWaived) {
    return {
      status: 409,
      code: "refund-request/waived",
      message: "At checkout you agreed that the course starts at once and that you lose the right of withdrawal, so this order cannot be refunded on request.",
    };
  }
  if (now.getTime() > windowEnd(order).getTime()) {
    return { status: 409, code: "refund-request/window-closed", message: `The ${REFUND_WINDOW_DAYS} days to ask for a refund of this order have ended.` };
  }
  return null;
}
