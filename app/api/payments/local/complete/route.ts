import { NextResponse } from "next/server";
import { paymentsProviderName } from "@/config/payments";
import { objectBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { completeLocalPayment } from "@/lib/payments/local-session.server";
import { localPaymentBody } from "@/lib/schemas/payments";
import { parseOrRefuse } from "@/lib/schemas/parse";

/**
 * The buttons of the local test payment page. Knowing the random session id is what lets one
 * pay, as with a Stripe Checkout URL; the outcome reaches the order only through the signed
 * webhook this sends.
 */
export const POST = route("The payment could not be recorded. Please try again.", async (request) => {
  if (paymentsProviderName() !== "local") throw new HttpError(404, "not-found", "Not found");
  const { sessionId, outcome } = parseOrRefuse(localPaymentBody, await objectBody(request), "payment/invalid-request");
  const webhookUrl = new URL("/api/payments/webhook", request.url).toString();
  return NextResponse.json(await completeLocalPayment({ sessionId, outcome, webhookUrl }));
});
