import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { completeLocalOnboarding } from "@/lib/payments/payouts/payouts.server";
import { getPayoutProvider } from "@/lib/payments/payouts/providers.server";
import { noStore } from "@/lib/utils/cache-headers";

/** The offline provider's onboarding form: marks the caller's local account ready for payouts. */
export const POST = route("Onboarding could not be completed. Please try again.", async (request) => {
  const { uid } = await verifyRequest(request);
  return NextResponse.json({ connection: await completeLocalOnboarding(uid, getPayoutProvider()) }, { headers: noStore });
});
