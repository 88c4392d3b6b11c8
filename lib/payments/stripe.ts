import "server-only";
import Stripe from "stripe";
import { CHECKOUT_SESSION_MS, stripeSettings, WEBHOOK_TOLERANCE_SECONDS } from "@/config/payments";
import { userRef } from "@/lib/db/users.server";
import { toCents, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from "./provider";

type StripeClient = Pick<Stripe, "customers" | "checkout" | "webhooks" | "refunds">;

export type StripeProviderOptions = {
  client: StripeClient;
  webhookSecret: string;
  /** Stores the Stripe customer id on users/{uid}; only the server writes it (firestore.rules). */
  saveCustomerId?: (uid: string, customerId: string) => Promise<void>;
};

// gRPC NOT_FOUND: an account without a record still pays; a partial record is never created.
const NOT_FOUND = 5;

const saveToUserRecord = async (uid: string, customerId: string) => {
  await userRef(uid)
    .update({ customerId })
    .catch((error: { code?: number }) => {
      if (error.code !== NOT_FOUND) throw error;
    });
};

/** The outcome a Checkout Session event stands for; other events are not ours to act on. */
function outcomeOf(event: Stripe.Event): { type: PaymentEvent["type"]; session: Stripe.Checkout.Session } | null {
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods (SEPA, …) complete unpaid and report later with async_payment_*.
      return event.data.object.payment_status === "paid" ? { type: "paid", session: event.data.object } : null;
    case "checkout.session.async_payment_succeeded":
      return { type: "paid", session: event.data.object };
    case "checkout.session.async_payment_failed":
      return { type: "failed", session: event.data.object };
    case "checkout.session.expired":
      return { type: "cancelled", session: event.data.object };
    default:
      return null;
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? ""));

/**
 * A charge refunded in full. Checkout copies payment_intent_data.metadata (our orderId) onto the
 * PaymentIntent; the charge may not carry it, so the PaymentIntent id is the fallback key (the
 * paid event stored it on the order). Partial refunds change nothing here: they are settled by
 * support, not by taking the course away.
 */
function refundOf(event: Stripe.Event): PaymentEvent | null {
  if (event.type !== "charge.refunded") return null;
  const charge = event.data.object;
  if (!charge.refunded) return null;
  const orderId = charge.metadata?.orderId ?? "";
  const paymentIntentId = idOf(charge.payment_intent);
  if (!orderId && !paymentIntentId) return null;
  return { id: event.id, type: "refunded", orderId, sessionId: "", amountTotal: charge.amount_refunded, paymentIntentId };
}

/**
 * Stripe Checkout in payment mode (https://docs.stripe.com/payments/checkout). Line items come
 * from the stored order: a product's Stripe Price when it has one, else its stored price in
 * cents. Idempotency keys make a retried request reuse the first customer and session.
 */
export function createStripeProvider(options?: StripeProviderOptions): PaymentProvider {
  const settings: StripeProviderOptions = options ?? (() => {
    const { secretKey, webhookSecret } = stripeSettings();
    return { client: new Stripe(secretKey), webhookSecret };
  })();
  const { client, webhookSecret } = settings;
  const saveCustomerId = settings.saveCustomerId ?? saveToUserRecord;

  return {
    providerName: "stripe",
    createCheckout: async ({ order, customer, priceIds, successUrl, cancelUrl }) => {
      let customerId = customer.customerId;
      if (!customerId) {
        const created = await client.customers.create(
          { email: customer.email || undefined, metadata: { uid: customer.uid } },
          { idempotencyKey: `customer-${customer.uid}` },
        );
        customerId = created.id;
        await saveCustomerId(customer.uid, customerId);
      }
      const session = await client.checkout.sessions.create(
        {
          mode: "payment",
          customer: customerId,
          client_reference_id: order.id,
          metadata: { orderId: order.id },
          payment_intent_data: { metadata: { orderId: order.id } },
          line_items: order.items.map((item) => {
            const price = priceIds[item.productId];
            return price
              ? { price, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: "eur",
                    unit_amount: toCents(item.price),
                    product_data: { name: item.title, metadata: { productId: item.productId } },
                  },
                };
          }),
          success_url: successUrl,
          cancel_url: cancelUrl,
          // Outlives OPEN_CHECKOUT_MS, so a tab sent back to this session never finds it expired, and
          // ends when the buyer's other checkouts may include its products again (decision 0212).
          expires_at: Math.floor(((Date.parse(order.createdOn) || Date.now()) + CHECKOUT_SESSION_MS) / 1000),
        },
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error(`Stripe returned no URL for session ${session.id}`);
      return { sessionId: session.id, url: session.url };
    },
    // https://docs.stripe.com/api/checkout/sessions/expire: only an open session can be expired.
    cancelCheckout: async (sessionId) => {
      try {
        await client.checkout.sessions.expire(sessionId);
        return true;
      } catch (error) {
        const { status } = await client.checkout.sessions.retrieve(sessionId);
        if (status === "expired") return true;
        if (status === "complete") return false;
        throw error;
      }
    },
    // Its charge.refunded event applies it; the key is the admin refund's too, so an order is refunded once.
    refund: async ({ orderId, paymentIntentId }) => {
      if (!paymentIntentId) throw new Error(`Order ${orderId} has no PaymentIntent to refund`);
      await client.refunds.create({ payment_intent: paymentIntentId, metadata: { orderId } }, { idempotencyKey: `refund-${orderId}` });
      return null;
    },
    parseWebhook: (rawBody, headers) => {
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, headers.get("stripe-signature") ?? "", webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Stripe signature verification failed");
      }
      const refund = refundOf(event);
      if (refund) return refund;
      const outcome = outcomeOf(event);
      const orderId = outcome?.session.client_reference_id ?? outcome?.session.metadata?.orderId;
      if (!outcome || !orderId) return null;
      const paymentIntentId = idOf(outcome.session.payment_intent);
      return {
        id: event.id,
        type: outcome.type,
        orderId,
        sessionId: outcome.session.id,
        amountTotal: outcome.session.amount_total ?? 0,
        ...(paymentIntentId ? { paymentIntentId } : {}),
      };
    },
  };
}
