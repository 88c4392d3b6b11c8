/** Per-user answers of our route handlers: no cache along the way may keep them. */
export const noStore = { "Cache-Control": "private, no-store" };

/**
 * A published public key: any cache may keep it for an hour, and any site's verifier may read it.
 */
export const publicKeyCache = { "Cache-Control": "public, max-age=3600", "Access-Control-Allow-Origin": "*" };
