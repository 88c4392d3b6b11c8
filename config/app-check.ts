/**
 * Firebase App Check (docs/developer/running-and-deploying.md, "App Check";
 * docs/decisions/0138-firebase-app-check.md). Off unless configured, so the two README
 * commands keep working offline.
 */
type Env = Record<string, string | undefined>;

/** How the browser proves it is our web app, or null when App Check is off. */
export type AppCheckSettings =
  | { provider: "recaptcha-enterprise"; siteKey: string }
  // `true` has the SDK make a token and print it once, to register in the console.
  | { provider: "debug"; debugToken: string | true };

/**
 * reCAPTCHA Enterprise with a site key on a real project; the debug provider with a debug token
 * against the emulators. A debug token never counts outside emulator builds: NEXT_PUBLIC_ values
 * are in the public JavaScript, and a published debug token passes App Check from anywhere.
 */
export function appCheckSettings(env: Env): AppCheckSettings | null {
  if (env.NEXT_PUBLIC_USE_EMULATORS === "true") {
    const token = env.NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN;
    return token ? { provider: "debug", debugToken: token === "true" ? true : token } : null;
  }
  const siteKey = env.NEXT_PUBLIC_APP_CHECK_SITE_KEY;
  return siteKey ? { provider: "recaptcha-enterprise", siteKey } : null;
}

/** The browser's settings; each NEXT_PUBLIC_ name is written out so Next inlines it at build time. */
export const browserAppCheck = () =>
  appCheckSettings({
    NEXT_PUBLIC_USE_EMULATORS: process.env.NEXT_PUBLIC_USE_EMULATORS,
    NEXT_PUBLIC_APP_CHECK_SITE_KEY: process.env.NEXT_PUBLIC_APP_CHECK_SITE_KEY,
    NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN: process.env.NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN,
  });

/** Where the browser trades its attestation for an App Check token (CSP connect-src). */
export const APP_CHECK_ORIGIN = "https://content-firebaseappcheck.googleapis.com";

/** The header that carries the App Check token to our route handlers. */
export const APP_CHECK_HEADER = "X-Firebase-AppCheck";

/** Server switch: route handlers refuse signed-in calls without a valid App Check token. */
export const appCheckEnforced = (env: Env = process.env) => env.APP_CHECK_ENFORCE === "true";
