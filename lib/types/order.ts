import type { Timestamp } from "firebase-admin/firestore";

/** What can become of an order; only the server moves it on (webhook, firestore.rules). */
export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled", "amount_mismatch", "refunding", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders shown per page ("Show more" for the next); firestore.rules refuses lists above 50. */
export const ORDERS_PAGE_SIZE = 20;

/**
 * One bought product, with the title and price read from Firestore when the order was made, and
 * who earns from it: the product's creators and their payout percentages at that moment (a later
 * team change must not move money already taken). Orders from before issue #6 have neither.
 */
export type OrderItem = { productId: string; title: string; price: number; creators?: string[]; payout?: number[] };

/** orders/{id} as the app holds it: plain and serializable, dates as ISO strings. */
export type Order = {
  id: string;
  uid: string;
  items: OrderItem[];
  /** EUR, the sum of the items' stored prices. */
  total: number;
  currency: "EUR";
  status: OrderStatus;
  /** Which payment provider took (or was to take) the money: "local" or "stripe". */
  provider: string;
  /** The provider's checkout session; empty until the session exists. */
  sessionId: string;
  createdOn: string;
  paidOn: string | null;
  /** Set when the money went back (status "refunded"). */
  refundedOn?: string | null;
  /** Where the buyer lives (ISO 3166-1 alpha-2), as they said at checkout; orders before issue 31 have none. */
  country?: string;
  /** The VAT rate of `country` at checkout, in percent (0 outside the EU); absent: Austria's 20. */
  vatPercent?: number;
  /** The invoice's number (`YYYY-NNNNNN`), given when the payment arrived. */
  invoiceNumber?: string;
  /** The buyer's refund request, once made (lib/orders/refund-rules.ts). */
  refundRequest?: RefundRequest;
  /** When an admin allowed a refund request whatever the window and consent say (goodwill). */
  goodwillOn?: string;
  /** Whether the buyer gave the checkout consent, which waives the right of withdrawal; orders before it have none. */
  withdrawalWaived?: boolean;
  /** The credit note's number (`CN-YYYY-NNNNNN`), given when the refund arrived. */
  creditNoteNumber?: string;
  /**
   * The items the buyer already held when the payment arrived: the order granted nothing and its
   * payment went back in full ("refunding", then "refunded"; decision 0213).
   */
  alreadyHeld?: string[];
};

/**
 * A buyer's request for their money back: pending until an admin refunds the order (the order
 * turns "refunded") or rejects it with a reason, which the buyer reads.
 */
export type RefundRequest = {
  state: "pending" | "rejected";
  reason: string;
  requestedOn: string;
  rejectReason?: string;
  decidedOn?: string;
};

/** The refund request as stored on orders/{id}. */
export type RefundRequestDoc = Omit<RefundRequest, "requestedOn" | "decidedOn"> & { requestedOn: Timestamp; decidedOn?: Timestamp };

/** orders/{id} as stored; only the server writes it (checkout, the payment webhook). */
export type OrderDoc = Omit<Order, "id" | "createdOn" | "paidOn" | "refundedOn" | "refundRequest" | "goodwillOn" | "withdrawalWaived"> & {
  /** Who earns from the order, for the creators' array-contains queries. */
  creatorIds: string[];
  createdOn: Timestamp;
  paidOn?: Timestamp;
  refundedOn?: Timestamp;
  /** The provider's payment page, kept so a second tab joins the same checkout. */
  sessionUrl?: string;
  providerEventId?: string;
  refundEventId?: string;
  /** Stripe's PaymentIntent: the key a charge.refunded event finds the order by. */
  paymentIntentId?: string;
  /** Cents actually paid, when they were not the order's total. */
  amountPaid?: number;
  /** The consent to immediate supply the buyer ticked (config/checkout-consent.ts), and when. */
  consent?: { version: string; at: Timestamp };
  refundRequest?: RefundRequestDoc;
  goodwillOn?: Timestamp;
};

/**
 * checkoutLocks/{uid}_{productId}: the order that last opened a checkout of this product for this
 * buyer. While that order can be paid, a second tab or a retry of the same cart joins it, and any
 * other checkout with this product is refused (decision 0212). Server only.
 */
export type CheckoutLockDoc = { uid: string; orderId: string; openedMs: number };
