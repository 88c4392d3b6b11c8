/**
 * Who a visitor's request comes from, for rate limits of routes anyone may call: the first
 * address of X-Forwarded-For (App Hosting and Cloud Run put the client there), else "unknown".
 * A client can put any text first, so this keys a limit against floods, never a permission.
 */
export function requesterAddress(request: Request): string {
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "";
  const address = first.replace(/[^A-Za-z0-9.:_-]/g, "").slice(0, 64);
  return `ip-${address || "unknown"}`;
}
