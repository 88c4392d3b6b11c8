import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { withdraw } from "@/lib/payments/payouts/payouts.server";
import { getPayoutProvider } from "@/lib/payments/payouts/providers.server";
import { noStore } from "@/lib/utils/cache-headers";

/** Pays the caller's available balance out in one transfer: { transferId, amount, entries }. */
export const POST = route("The payout could not be made. Please try again.", async (request) => {
  const { uid } = await verifyRequest(request);
  return NextResponse.json(await withdraw(uid, getPayoutProvider()), { headers: noStore });
});
