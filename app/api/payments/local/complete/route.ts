import { NextResponse } from "next/server";
import { paymentsProviderName } from "@/config/payments";
import { objectBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/error";
import { route } from "@/lib/http/route";
import { completeLocalPayment } from "@/lib/payments/local-session.server";

/**
 * The buttons of the local test payment page. Knowing the random session id is what lets one
 * pay, as with a Stripe Checkout URL; the outcome reaches the order only through the signed
 * webhook this sends.
 */
export const POST = route("The payment could not be recorded. Please try again.", async (request) => {
  if (paymentsProviderName() !== "local") throw new HttpError(404, "not-found", "Not found");
  const body = await objectBody(request);
  const sessionId = typeof body.sessionId === "string" ? body.sessionId : "";
  const outcome = body.outcome;
  if (!sessionId || (outcome !== "paid" && outcome !== "cancelled")) {
    throw new HttpError(400, "payment/invalid-request", "Send a sessionId and an outcome of paid or cancelled.");
  }
  const webhookUrl = new URL("/api/payments/webhook", request.url).toString();
  return NextResponse.json(await completeLocalPayment({ sessionId, outcome, webhookUrl }));
});
