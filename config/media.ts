/** How long a signed media URL works: long enough to start a lecture, short enough that a shared link dies soon. */
export const MEDIA_URL_TTL_SECONDS = 10 * 60;

/** Where lecture media lives on the server, relative to the project root: never under public/. */
export const MEDIA_ROOT = "content";

// Only for development and the test suites, which run against the emulators. A real
// deployment must set MEDIA_URL_SECRET (at least 32 random bytes), or signing refuses to work.
const DEV_MEDIA_URL_SECRET = "verdant-campus-dev-media-secret-not-for-production";

/** The HMAC key of media URLs; throws in production when none is configured. */
export function mediaUrlSecret(env: Record<string, string | undefined> = process.env): string {
  if (env.MEDIA_URL_SECRET) return env.MEDIA_URL_SECRET;
  if (env.NODE_ENV !== "production" || env.NEXT_PUBLIC_USE_EMULATORS === "true") return DEV_MEDIA_URL_SECRET;
  throw new Error("MEDIA_URL_SECRET is not set. Set it to a long random value (see .env.example).");
}
