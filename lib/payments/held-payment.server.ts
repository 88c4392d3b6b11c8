import "server-only";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { orderRef } from "@/lib/db/orders.server";
import type { Order } from "@/lib/types/order";
import type { PaymentEvent, PaymentProvider } from "./provider";

/**
 * A payment for an order with an item the buyer already holds (a second order for one course,
 * opened before checkouts refused it or paid beside one; a free enrolment or an admin's grant
 * since): the order turns "refunding" and grants, invoices and earns nothing, so no creator is
 * paid for it and no invoice waits for a credit note. Its whole payment goes back (decision 0213).
 */
export function holdForRefund(tx: Transaction, order: Order, event: PaymentEvent, alreadyHeld: string[]): "refunding" {
  tx.update(orderRef(order.id), {
    status: "refunding",
    alreadyHeld,
    paidOn: FieldValue.serverTimestamp(),
    sessionId: event.sessionId,
    providerEventId: event.id,
    // The key Stripe's refund event finds this order by, as for a paid order.
    ...(event.paymentIntentId ? { paymentIntentId: event.paymentIntentId } : {}),
  });
  return "refunding";
}

/**
 * Asks the provider to give a "refunding" order's payment back, after the transaction that held
 * it committed. Keyed on the order, so a redelivered payment asks again without paying twice; a
 * failure is thrown, the webhook answers 500 and the provider's next delivery asks again. Returns
 * the refund's event when the provider answers with one (local), for the caller to apply.
 */
export async function askForHeldRefund(orderId: string, provider: PaymentProvider): Promise<PaymentEvent | null> {
  const snapshot = await orderRef(orderId).get();
  if (snapshot.get("status") !== "refunding") return null;
  const paymentIntentId: unknown = snapshot.get("paymentIntentId");
  return provider.refund({ orderId, total: Number(snapshot.get("total")), paymentIntentId: typeof paymentIntentId === "string" ? paymentIntentId : "" });
}
