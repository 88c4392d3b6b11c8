import type { RateWindow } from "@/lib/types/rate-limit";

/** The window after one more call at `now`, or null when the call is over the limit. */
export function nextWindow(stored: RateWindow | null, now: number, limit: number, windowMs: number): RateWindow | null {
  // A call's `now` is read before its transaction, so a call that began a moment before the one
  // that opened the window can be counted after it: it counts in that window. Only a clock a whole
  // window behind (another instance's, set wrong) starts a new one rather than locking out.
  if (!stored || now - stored.startedAt >= windowMs || stored.startedAt - now >= windowMs) return { startedAt: now, count: 1 };
  return stored.count < limit ? { startedAt: stored.startedAt, count: stored.count + 1 } : null;
}

/** "45 seconds", "12 minutes": how long to wait, as the 429's message says it. */
export function waitWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
