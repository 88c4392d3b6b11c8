import "server-only";
import { NextResponse } from "next/server";
import { RequestAuthError, verifyRequest } from "@/lib/auth/verify-request";
import { CreatorError } from "./errors";
import type { Actor } from "./product-access.server";

/** Known refusals become their status with a readable message (and problems); anything else is a 500. */
export function creatorErrorResponse(error: unknown, failedMessage: string): NextResponse {
  if (error instanceof RequestAuthError) return NextResponse.json({ code: error.code, error: error.message }, { status: error.status });
  if (error instanceof CreatorError) {
    const problems = error.problems.length ? { problems: error.problems } : {};
    return NextResponse.json({ code: error.code, error: error.message, ...problems }, { status: error.status });
  }
  console.error(error);
  return NextResponse.json({ code: "creator/failed", error: failedMessage }, { status: 500 });
}

/** The verified caller, with their email only when Firebase Auth has verified it. */
export async function verifiedActor(request: Request): Promise<Actor & { emailVerified: boolean }> {
  const token = await verifyRequest(request);
  return { uid: token.uid, email: token.email ?? "", emailVerified: token.email_verified === true };
}

/** The request's JSON body, or null when it is missing or not JSON. */
export const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);

export { noStore } from "@/lib/utils/cache-headers";
