import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { connectPayouts } from "@/lib/payments/payouts/payouts.server";
import { getPayoutProvider } from "@/lib/payments/payouts/providers.server";
import { noStore } from "@/lib/utils/cache-headers";

/** Creates the caller's payout account if needed and answers { url } of its onboarding. */
export const POST = route("Your payout account could not be connected. Please try again.", async (request) => {
  const { uid, email } = await verifyRequest(request);
  const { url, connection } = await connectPayouts({ uid, email: email ?? "", origin: new URL(request.url).origin, provider: getPayoutProvider() });
  return NextResponse.json({ url, connection }, { headers: noStore });
});
