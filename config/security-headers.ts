/**
 * The response headers every page and route carries (next.config.ts). Built from the same
 * NEXT_PUBLIC_* variables as the client, at build time, so an emulator build allows exactly
 * the local emulators and a production build exactly Firebase's and Google's hosts.
 */
import { APP_CHECK_ORIGIN, appCheckSettings } from "./app-check";
import { storageEmulatorHost } from "./env";

type Env = Record<string, string | undefined>;

// Firebase Auth (token refresh, popups, reCAPTCHA for phone sign-in), Firestore and Storage.
const FIREBASE_CONNECT = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
  "https://firestore.googleapis.com",
  "https://firebasestorage.googleapis.com",
  "https://www.googleapis.com",
];
const GOOGLE_SCRIPTS = ["https://apis.google.com", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const STORAGE_MEDIA = ["https://firebasestorage.googleapis.com", "https://storage.googleapis.com"];

function emulatorOrigins(env: Env): string[] {
  if (env.NEXT_PUBLIC_USE_EMULATORS !== "true") return [];
  const hosts = [
    env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080",
    env.NEXT_PUBLIC_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
    storageEmulatorHost(env),
  ];
  return [...new Set(hosts.map((host) => `http://${host}`))];
}

/**
 * Scripts: our own files plus Next's inline bootstrap. A nonce would make every page dynamic and
 * forfeit the pre-rendered catalogue (docs/decisions/0090-csp-without-nonces.md), so inline
 * scripts stay allowed and injected markup is prevented where it starts: React renders user
 * text as text, and no component sets HTML from user input.
 */
export function contentSecurityPolicy(env: Env): string {
  const development = env.NODE_ENV === "development";
  const emulators = emulatorOrigins(env);
  const authDomain = env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ? [`https://${env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN}`] : [];
  // Only a build with App Check on trades tokens there; reCAPTCHA's hosts are allowed already.
  const appCheck = appCheckSettings(env) ? [APP_CHECK_ORIGIN] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...GOOGLE_SCRIPTS],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...STORAGE_MEDIA, ...emulators],
    "media-src": ["'self'", "blob:", ...STORAGE_MEDIA, ...emulators],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...FIREBASE_CONNECT, ...appCheck, ...emulators, ...(development ? ["ws:"] : [])],
    "frame-src": ["'self'", ...authDomain, "https://www.google.com/recaptcha/", "https://recaptcha.google.com", ...STORAGE_MEDIA, ...emulators],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // Our own lecture pages frame our own PDFs; nobody else frames us (clickjacking).
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

type Header = { key: string; value: string };

/**
 * Where a signed-in user's own data is shown: these pages also keep other windows' handles out
 * (COOP; "allow-popups" for Firebase Auth's sign-in popups).
 */
export const PRIVATE_AREAS = ["/dashboard/:path*", "/admin/:path*", "/library/:path*", "/checkout/:path*"];
const ISOLATE_WINDOW: Header = { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" };

// Served under their own rules below, so the rule for everything else leaves them out.
const LECTURE_MEDIA = "api/media/";
const BUILD_ASSET_DIR = "_next/static/";
/** The build's hashed scripts and stylesheets: never shown as a page, only run or applied by one. */
export const BUILD_ASSETS = `/${BUILD_ASSET_DIR}:path*`;
const NO_SNIFF: Header = { key: "X-Content-Type-Options", value: "nosniff" };

/**
 * Pages and routes get every header; the lecture media route (PDFs and videos behind signed
 * URLs) gets all but the CSP, whose object-src would stop Chromium's PDF viewer. Build assets
 * get only nosniff: the policy, framing and permission headers act on documents, and on a
 * script or stylesheet they were 1.2 kB of every one of a page's dozen responses
 * (docs/decisions/0095-build-assets-only-nosniff.md). COOP only on the private areas: it
 * moves each navigation into a new browsing context group, a fresh renderer process, and that
 * roughly doubled public pages' blocking time in Lighthouse
 * (docs/decisions/0096-coop-only-private-areas.md).
 */
export function securityHeaderRules(env: Env): { source: string; headers: Header[] }[] {
  const headers = securityHeaders(env);
  return [
    { source: `/:path((?!${LECTURE_MEDIA}|${BUILD_ASSET_DIR}).*)`, headers },
    { source: `/${LECTURE_MEDIA}:path*`, headers: headers.filter((header) => header.key !== "Content-Security-Policy") },
    { source: BUILD_ASSETS, headers: [NO_SNIFF] },
    ...PRIVATE_AREAS.map((source) => ({ source, headers: [ISOLATE_WINDOW] })),
  ];
}

export function securityHeaders(env: Env): Header[] {
  const production = env.NODE_ENV !== "development" && env.NEXT_PUBLIC_USE_EMULATORS !== "true";
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(env) },
    NO_SNIFF,
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    // Only where the site is served over HTTPS; local builds run on plain http://localhost.
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
