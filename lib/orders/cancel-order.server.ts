import "server-only";
import { orderRef } from "@/lib/db/orders.server";
import { runRepeatableTransaction } from "@/lib/db/transactions.server";
import { adminDb } from "@/lib/firebase/server";
import { HttpError } from "@/lib/http/error";
import type { PaymentProvider } from "@/lib/payments/provider";
import { getPaymentProvider } from "@/lib/payments/providers.server";
import { isDocumentId } from "@/lib/utils/ids";

const NOT_FOUND = "This order does not exist or belongs to another account.";
const NOT_OPEN = "This order is no longer waiting for payment.";
const UNREACHABLE = "The payment service could not be reached. Nothing was charged; please try again.";

/**
 * The buyer cancels their order that waits for payment, so a cart with its products can be
 * checked out (decision 0212). The provider closes the payment page first (Stripe expires the
 * session); only then does the order turn "cancelled", so a page that was paid meanwhile keeps
 * its order, whose payment event follows. Cancelling a cancelled order again is a success.
 */
export async function cancelOpenOrder({ orderId, uid, provider = getPaymentProvider() }: { orderId: string; uid: string; provider?: PaymentProvider }): Promise<{ status: "cancelled" }> {
  const ref = isDocumentId(orderId) ? orderRef(orderId) : null;
  const snapshot = ref ? await ref.get() : null;
  // Someone else's order answers as a missing one: its existence is none of the caller's business.
  if (!ref || !snapshot?.exists || snapshot.get("uid") !== uid) throw new HttpError(404, "order/not-found", NOT_FOUND);
  if (snapshot.get("status") === "cancelled") return { status: "cancelled" };
  // A page made by another provider than this deployment's cannot be closed from here.
  if (snapshot.get("status") !== "pending" || snapshot.get("provider") !== provider.providerName) throw new HttpError(409, "order/not-open", NOT_OPEN);

  const sessionId: unknown = snapshot.get("sessionId");
  let closed: boolean;
  try {
    closed = typeof sessionId === "string" && sessionId ? await provider.cancelCheckout(sessionId) : true;
  } catch (error) {
    console.error(`Closing the payment session of ${orderId} failed`, error);
    throw new HttpError(502, "order/provider-unavailable", UNREACHABLE);
  }
  if (!closed) throw new HttpError(409, "order/not-open", NOT_OPEN);
  return runRepeatableTransaction(adminDb(), async (tx) => {
    const status: unknown = (await tx.get(ref)).get("status");
    if (status === "cancelled") return { status: "cancelled" as const };
    if (status !== "pending") throw new HttpError(409, "order/not-open", NOT_OPEN);
    tx.update(ref, { status: "cancelled" });
    return { status: "cancelled" as const };
  });
}
