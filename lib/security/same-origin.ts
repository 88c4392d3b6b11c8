/**
 * Whether a state-changing request to our API may proceed, judged by its Origin header. Our
 * routes authenticate with Bearer ID tokens, which a foreign page cannot attach; this is the
 * second lock, so that no cookie or future session can be ridden by another site (CSRF).
 * Browsers send Origin on every POST, PATCH, PUT and DELETE; a request without one is not from
 * a browser page (the payment provider's webhook, curl) and is judged by its own authentication.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

export function judgeOrigin({ method, origin, host }: { method: string; origin: string | null; host: string | null }): OriginVerdict {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === null) return { allowed: true };
  // Sandboxed frames, data: URLs and some redirects send the literal "null".
  if (origin === "null") return { allowed: false, reason: "Requests from an opaque origin are refused." };
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return { allowed: false, reason: "The request's origin could not be read." };
  }
  if (!host || originHost.toLowerCase() !== host.toLowerCase()) {
    return { allowed: false, reason: "Requests from other sites are refused." };
  }
  return { allowed: true };
}
