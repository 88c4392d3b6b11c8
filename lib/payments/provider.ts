import type { PaymentsProviderName } from "@/config/payments";
import type { Order } from "@/lib/types/order";
import { HttpError } from "@/lib/http/error";

/** What a verified webhook tells us about a checkout session. */
export type PaymentEvent = {
  /** The provider's event id, stored on the order as providerEventId. */
  id: string;
  /** "refunded": the whole payment went back to the buyer (partial refunds are not events here). */
  type: "paid" | "failed" | "cancelled" | "refunded";
  /** May be "" on a refund, which then names its payment by paymentIntentId. */
  orderId: string;
  /** "" on a refund: a refund is about a payment, not a checkout session. */
  sessionId: string;
  /** What was charged (or refunded), in cents; compared with the stored order total. */
  amountTotal: number;
  /** Stripe's PaymentIntent of the payment, when the event carries one; stored on the paid order. */
  paymentIntentId?: string;
};

/** The buyer as a provider needs them; customerId is empty until the provider made one. */
export type CheckoutCustomer = { uid: string; email: string; customerId: string };

export type CreateCheckoutInput = {
  order: Order;
  customer: CheckoutCustomer;
  /** Product id → the provider's own price id, for products that have one (Product.priceId). */
  priceIds: Record<string, string>;
  /** Absolute URLs the provider sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
};

/** A paid order's payment, as a refund names it. */
export type PaymentToRefund = { orderId: string; total: number; paymentIntentId: string };

export interface PaymentProvider {
  readonly providerName: PaymentsProviderName;
  /** A payment session for exactly the order's stored items and prices. */
  createCheckout(input: CreateCheckoutInput): Promise<{ sessionId: string; url: string }>;
  /**
   * Closes an unpaid session so it can no longer be paid. True when it is closed (now or
   * before), false when it was paid meanwhile; throws when the provider cannot be reached.
   */
  cancelCheckout(sessionId: string): Promise<boolean>;
  /**
   * Gives a whole payment back, once however often it is asked (the order id keys it). The local
   * provider answers the refund's event at once; Stripe answers null and its charge.refunded
   * webhook follows.
   */
  refund(payment: PaymentToRefund): Promise<PaymentEvent | null>;
  /**
   * Verifies and reads a webhook request. Throws WebhookSignatureError when it is not authentic
   * (or too old); returns null for an authentic event that is not about a payment outcome.
   */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
}

/** A webhook that is not authentic or too old; `reason` is logged, never sent. */
export class WebhookSignatureError extends HttpError {
  constructor(readonly reason: string) {
    super(400, "webhook/invalid-signature", "Invalid signature");
  }
}

export { toCents } from "./money";
