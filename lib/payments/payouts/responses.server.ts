import "server-only";
import { NextResponse } from "next/server";
import { RequestAuthError } from "@/lib/auth/verify-request";
import { noStore } from "@/lib/utils/cache-headers";
import { PayoutError } from "./payouts.server";

export { noStore };

/** Known refusals become their status with a readable message; anything else is a 500. */
export function payoutErrorResponse(error: unknown, failedMessage: string): NextResponse {
  if (error instanceof RequestAuthError || error instanceof PayoutError) {
    return NextResponse.json({ code: error.code, error: error.message }, { status: error.status, headers: noStore });
  }
  console.error(error);
  return NextResponse.json({ code: "payouts/failed", error: failedMessage }, { status: 500, headers: noStore });
}
