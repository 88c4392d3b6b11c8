/** SPEC §3/§9: the consent cookie. (The only other cookie we set is the session hint, lib/auth/session-hint.ts.) */
export const COOKIE_PERMISSION = "cookiesPermission";
export type CookiePermission = "full" | "selection";

/**
 * The spec leaves the lifetime open; 12 months is the longest the EDPB and most EU
 * regulators accept before asking again (docs/decisions/0006-cookies-permission-lifetime.md).
 */
export const COOKIE_PERMISSION_DAYS = 365;

export const cookieBannerTitle = "This website uses cookies";
export const cookieBannerText =
  "We use cookies that are necessary for the site to work, such as keeping you signed in and remembering your cart and this choice. With your permission we also use preference cookies to remember settings like your catalogue filters. We never sell your data, and you can change your choice at any time by deleting the cookiesPermission cookie in your browser.";
/** SPEC §9: the collapsed banner shows this many words and an ellipsis. */
export const COOKIE_TEXT_PREVIEW_WORDS = 10;
