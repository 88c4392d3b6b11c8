import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { readPayoutEntries } from "@/lib/payments/payouts/payouts.server";
import { noStore, payoutErrorResponse } from "@/lib/payments/payouts/responses.server";

/** The caller's ledger entries after `?after=` (a cursor from the previous page), newest first. */
export async function GET(request: Request) {
  try {
    const { uid } = await verifyRequest(request);
    const after = new URL(request.url).searchParams.get("after");
    return NextResponse.json(await readPayoutEntries(uid, after), { headers: noStore });
  } catch (error) {
    return payoutErrorResponse(error, "More payout entries could not be loaded. Please try again.");
  }
}
