/** What can become of an order; only the server moves it on (webhook, firestore.rules). */
export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled", "amount_mismatch", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The most one orders query may return: firestore.rules refuses larger or unlimited lists. */
export const ORDERS_LIMIT = 50;

/** One bought product, with the title and price read from Firestore when the order was made. */
export type OrderItem = { productId: string; title: string; price: number };

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
};
