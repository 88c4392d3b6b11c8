import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { readPayouts } from "@/lib/payments/payouts/payouts.server";
import { getPayoutProvider } from "@/lib/payments/payouts/providers.server";
import { noStore, payoutErrorResponse } from "@/lib/payments/payouts/responses.server";

/** The caller's payout connection, balance (pending, available, paid, EUR) and first page of entries. */
export async function GET(request: Request) {
  try {
    const { uid } = await verifyRequest(request);
    return NextResponse.json(await readPayouts(uid, getPayoutProvider()), { headers: noStore });
  } catch (error) {
    return payoutErrorResponse(error, "Your payouts could not be loaded. Please try again.");
  }
}
