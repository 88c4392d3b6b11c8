import "server-only";
import { NextResponse } from "next/server";
import { RequestAuthError } from "@/lib/auth/verify-request";

/** Known refusals become their status with a readable message; anything else is a 500. */
export function creatorErrorResponse(error: unknown, failedMessage: string): NextResponse {
  if (error instanceof RequestAuthError) {
    return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
  }
  console.error(error);
  return NextResponse.json({ code: "creator/failed", error: failedMessage }, { status: 500 });
}
