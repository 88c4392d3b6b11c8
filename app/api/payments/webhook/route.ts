import { NextResponse } from "next/server";
import { WebhookSignatureError } from "@/lib/payments/provider";
import { getPaymentProvider } from "@/lib/payments/providers.server";
import { handlePaymentEvent, UnknownOrderError } from "@/lib/payments/webhook.server";

/**
 * The payment provider's webhook. The signature covers the exact bytes sent, so the body is
 * read raw, never re-serialized (https://docs.stripe.com/webhooks#verify-events). Any 5xx makes
 * the provider deliver again later; handling is idempotent.
 */
export async function POST(request: Request) {
  const rawBody = await request.text();
  let event;
  try {
    event = getPaymentProvider().parseWebhook(rawBody, request.headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      console.warn(`Payment webhook refused: ${error.message}`);
      return NextResponse.json({ error: "Invalid signature" }, { status: 400 });
    }
    throw error;
  }
  if (!event) return NextResponse.json({ received: true, outcome: "ignored" });
  try {
    return NextResponse.json({ received: true, outcome: await handlePaymentEvent(event) });
  } catch (error) {
    if (error instanceof UnknownOrderError) {
      console.warn(`Payment webhook for an unknown order: ${error.message}`);
      return NextResponse.json({ error: "Unknown order" }, { status: 404 });
    }
    console.error(error);
    return NextResponse.json({ error: "Could not record the payment" }, { status: 500 });
  }
}
