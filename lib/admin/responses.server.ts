import "server-only";
import { NextResponse } from "next/server";
import { RequestAuthError } from "@/lib/auth/verify-request";
import { AccessError } from "./access.server";

/** The JSON body of a request, or {} when it is not a JSON object (validation then says what is missing). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
}

/** Known refusals become their status with a readable message; anything else is a 500. */
export function adminErrorResponse(error: unknown, failedMessage: string): NextResponse {
  if (error instanceof RequestAuthError || error instanceof AccessError) {
    return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
  }
  console.error(error);
  return NextResponse.json({ code: "admin/failed", error: failedMessage }, { status: 500 });
}
