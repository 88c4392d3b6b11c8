import "server-only";
import { NextResponse } from "next/server";
import { RequestAuthError } from "@/lib/auth/verify-request";
import { QaError } from "./questions.server";

/** The `text` of a JSON body, or undefined when the body is not JSON (validation then says so). */
export async function readText(request: Request): Promise<unknown> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>).text : undefined;
}

/** Known refusals become their status with a readable message; anything else is a 500. */
export function qaErrorResponse(error: unknown, failedMessage: string): NextResponse {
  if (error instanceof RequestAuthError || error instanceof QaError) {
    return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
  }
  console.error(error);
  return NextResponse.json({ code: "qa/failed", error: failedMessage }, { status: 500 });
}
