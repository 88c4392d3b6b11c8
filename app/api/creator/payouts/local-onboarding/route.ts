import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { completeLocalOnboarding } from "@/lib/payments/payouts/payouts.server";
import { getPayoutProvider } from "@/lib/payments/payouts/providers.server";
import { noStore, payoutErrorResponse } from "@/lib/payments/payouts/responses.server";

/** The offline provider's onboarding form: marks the caller's local account ready for payouts. */
export async function POST(request: Request) {
  try {
    const { uid } = await verifyRequest(request);
    return NextResponse.json({ connection: await completeLocalOnboarding(uid, getPayoutProvider()) }, { headers: noStore });
  } catch (error) {
    return payoutErrorResponse(error, "Onboarding could not be completed. Please try again.");
  }
}
