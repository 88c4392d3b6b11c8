import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { WebhookSignatureError } from "@/lib/payments/provider";
import { getPaymentProvider } from "@/lib/payments/providers.server";
import { handlePaymentEvent, UnknownOrderError } from "@/lib/payments/webhook.server";

/**
 * The payment provider's webhook. The signature covers the exact bytes sent, so the body is
 * read raw, never re-serialized (https://docs.stripe.com/webhooks#verify-events). Any 5xx makes
 * the provider deliver again later; handling is idempotent.
 */
export const POST = route("Could not record the payment", async (request) => {
  try {
    const event = getPaymentProvider().parseWebhook(await request.text(), request.headers);
    if (!event) return NextResponse.json({ received: true, outcome: "ignored" });
    return NextResponse.json({ received: true, outcome: await handlePaymentEvent(event) });
  } catch (error) {
    // Refused, not failed: worth a line in the log, though the provider cannot fix it by retrying.
    if (error instanceof WebhookSignatureError) console.warn(`Payment webhook refused: ${error.reason}`);
    if (error instanceof UnknownOrderError) console.warn(`Payment webhook for an unknown order: ${error.reason}`);
    throw error;
  }
});
