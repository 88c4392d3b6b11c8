import "server-only";
import { NextResponse } from "next/server";
import { RequestAuthError } from "@/lib/auth/verify-request";
import { ApprovalError } from "./approvals.server";

/** Known refusals become their status with a readable message; anything else is a 500. */
export function approvalErrorResponse(error: unknown, failedMessage: string): NextResponse {
  if (error instanceof RequestAuthError || error instanceof ApprovalError) {
    return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
  }
  console.error(error);
  return NextResponse.json({ code: "approval/failed", error: failedMessage }, { status: 500 });
}

export { noStore } from "@/lib/utils/cache-headers";
