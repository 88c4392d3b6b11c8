import "server-only";
import { RATE_LIMITS, type RateLimitedAction } from "@/config/rate-limits";
import { countInWindow } from "@/lib/db/rate-limits.server";
import { HttpError } from "@/lib/http/error";
import { nextWindow, waitWords } from "./rate-window";

/** Refused for now: the route answers 429 `{ error, code: "rate-limited", retryAfterSeconds }` with `Retry-After`. */
export class RateLimitError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    refusal = "You have done this too often.",
  ) {
    super(429, "rate-limited", `${refusal} Please try again in ${waitWords(retryAfterSeconds)}.`, { retryAfterSeconds });
  }

  override headers(): Record<string, string> {
    return { "Retry-After": String(this.retryAfterSeconds) };
  }
}

/**
 * Counts one `action` by `uid` against config/rate-limits.ts, or throws RateLimitError (and
 * counts nothing) when the window is full. Call it before the write it protects.
 */
export async function consumeRateLimit(action: RateLimitedAction, uid: string, now = Date.now()): Promise<void> {
  const settings: { limit: number; windowSeconds: number; refusal?: string } = RATE_LIMITS[action];
  const { limit, windowSeconds } = settings;
  const windowMs = windowSeconds * 1000;
  let refusedUntil = 0;
  const counted = await countInWindow(action, uid, (stored) => {
    const next = nextWindow(stored, now, limit, windowMs);
    if (!next && stored) refusedUntil = stored.startedAt + windowMs;
    return next;
  });
  if (!counted) throw new RateLimitError(Math.max(1, Math.ceil((refusedUntil - now) / 1000)), settings.refusal);
}
