import "server-only";
import { NextResponse } from "next/server";
import { noStore } from "@/lib/utils/cache-headers";
import { HttpError } from "./error";

type Handler<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Promise<Response>;

/** The code of every answer to an error the handler did not expect. */
export const INTERNAL = "internal";

/**
 * The answer to what a route handler threw: an HttpError's status and `{ error, code, ...details }`,
 * anything else a 500 with the route's `failed` message, logged here and never sent. Never
 * cached: an error is about this request, and a shared cache must not keep serving it.
 */
export function errorResponse(error: unknown, failed: string): NextResponse {
  if (error instanceof HttpError) return NextResponse.json(error.body(), { status: error.status, headers: { ...noStore, ...error.headers() } });
  console.error(error);
  return NextResponse.json({ error: failed, code: INTERNAL }, { status: 500, headers: noStore });
}

/**
 * Every route handler under app/api is `export const GET = route(failed, async (request, context) => …)`
 * (tests/unit/http/http-route.test.ts checks it). The handler throws HttpError for a refusal;
 * `failed` is what people read when something else went wrong, e.g. "Your payouts could not be
 * loaded. Please try again."
 */
export function route<Rest extends unknown[]>(failed: string, handler: Handler<Rest>): Handler<Rest> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      return errorResponse(error, failed);
    }
  };
}
