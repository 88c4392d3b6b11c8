import "server-only";
import { RATE_LIMITS, type RateLimitedAction } from "@/config/rate-limits";
import { countInWindow } from "@/lib/db/rate-limits.server";
import { nextWindow, waitWords } from "./rate-window";

/** Refused for now: answered 429 with `Retry-After: retryAfterSeconds`. */
export class RateLimitError extends Error {
  readonly status = 429;
  readonly code = "rate-limited";
  constructor(readonly retryAfterSeconds: number) {
    super(`You have done this too often. Please try again in ${waitWords(retryAfterSeconds)}.`);
  }
}

/**
 * Counts one `action` by `uid` against config/rate-limits.ts, or throws RateLimitError (and
 * counts nothing) when the window is full. Call it before the write it protects.
 */
export async function consumeRateLimit(action: RateLimitedAction, uid: string, now = Date.now()): Promise<void> {
  const { limit, windowSeconds } = RATE_LIMITS[action];
  const windowMs = windowSeconds * 1000;
  let refusedUntil = 0;
  const counted = await countInWindow(action, uid, (stored) => {
    const next = nextWindow(stored, now, limit, windowMs);
    if (!next && stored) refusedUntil = stored.startedAt + windowMs;
    return next;
  });
  if (!counted) throw new RateLimitError(Math.max(1, Math.ceil((refusedUntil - now) / 1000)));
}
