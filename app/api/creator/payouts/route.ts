import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { readPayouts } from "@/lib/payments/payouts/payouts.server";
import { getPayoutProvider } from "@/lib/payments/payouts/providers.server";
import { noStore } from "@/lib/utils/cache-headers";

/** The caller's payout connection, balance (pending, available, paid, EUR) and first page of entries. */
export const GET = route("Your payouts could not be loaded. Please try again.", async (request) => {
  const { uid } = await verifyRequest(request);
  return NextResponse.json(await readPayouts(uid, getPayoutProvider()), { headers: noStore });
});
