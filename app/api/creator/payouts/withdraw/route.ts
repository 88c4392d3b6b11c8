import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { withdraw } from "@/lib/payments/payouts/payouts.server";
import { getPayoutProvider } from "@/lib/payments/payouts/providers.server";
import { noStore, payoutErrorResponse } from "@/lib/payments/payouts/responses.server";

/** Pays the caller's available balance out in one transfer: { transferId, amount, entries }. */
export async function POST(request: Request) {
  try {
    const { uid } = await verifyRequest(request);
    return NextResponse.json(await withdraw(uid, getPayoutProvider()), { headers: noStore });
  } catch (error) {
    return payoutErrorResponse(error, "The payout could not be made. Please try again.");
  }
}
