import { NextResponse } from "next/server";
import { paymentsProviderName } from "@/config/payments";
import { completeLocalPayment, LocalSessionError } from "@/lib/payments/local-session.server";

/**
 * The buttons of the local test payment page. Knowing the random session id is what lets one
 * pay, as with a Stripe Checkout URL; the outcome reaches the order only through the signed
 * webhook this sends.
 */
export async function POST(request: Request) {
  if (paymentsProviderName() !== "local") return NextResponse.json({ error: "Not found" }, { status: 404 });
  const body = (await request.json().catch(() => null)) as { sessionId?: unknown; outcome?: unknown } | null;
  const sessionId = typeof body?.sessionId === "string" ? body.sessionId : "";
  const outcome = body?.outcome;
  if (!sessionId || (outcome !== "paid" && outcome !== "cancelled")) {
    return NextResponse.json({ error: "Send a sessionId and an outcome of paid or cancelled." }, { status: 400 });
  }
  try {
    const webhookUrl = new URL("/api/payments/webhook", request.url).toString();
    return NextResponse.json(await completeLocalPayment({ sessionId, outcome, webhookUrl }));
  } catch (error) {
    if (error instanceof LocalSessionError) return NextResponse.json({ error: error.message }, { status: error.status });
    console.error(error);
    return NextResponse.json({ error: "The payment could not be recorded. Please try again." }, { status: 500 });
  }
}
