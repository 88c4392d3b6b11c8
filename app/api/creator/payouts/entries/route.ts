import { NextResponse } from "next/server";
import { verifyRequest } from "@/lib/auth/verify-request";
import { route } from "@/lib/http/route";
import { readPayoutEntries } from "@/lib/payments/payouts/payouts.server";
import { noStore } from "@/lib/utils/cache-headers";

/** The caller's ledger entries after `?after=` (a cursor from the previous page), newest first. */
export const GET = route("More payout entries could not be loaded. Please try again.", async (request) => {
  const { uid } = await verifyRequest(request);
  const after = new URL(request.url).searchParams.get("after");
  return NextResponse.json(await readPayoutEntries(uid, after), { headers: noStore });
});
