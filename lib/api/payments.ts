import { HttpError } from "@/lib/http/error";
import { call } from "./core";

// /api/payments/local/…: the local test payment's page (no sign-in: a provider's page has none).

const FAILED = "The payment could not be recorded. Please try again.";

/** The local provider sends its signed webhook event for `outcome` and answers where to go next, as a real provider's page would redirect. */
export async function completeLocalPayment(sessionId: string, outcome: "paid" | "cancelled"): Promise<string> {
  const answer = await call<{ redirect?: string } | null>("/api/payments/local/complete", {
    method: "POST",
    body: { sessionId, outcome },
    signedIn: false,
    fallback: FAILED,
    unreachable: "The payment service could not be reached. Please try again.",
  });
  if (!answer?.redirect) throw new HttpError(502, "payments/failed", FAILED);
  return answer.redirect;
}
