import Cookies from "js-cookie";

/**
 * Whether this browser had a signed-in session, kept apart from Firebase Auth so a visitor's
 * page never downloads or runs the Auth SDK (about 30 kB and a 300 ms task on a mid-range
 * phone) just to learn that nobody is signed in. Firebase Auth still decides who is signed in;
 * this only says whether asking it is worth the cost. See
 * docs/decisions/0011-firebase-auth-loads-for-sessions.md.
 *
 * The hint is kept twice. The cookie is what the cookie banner's gate reads before the first
 * paint: a cookie read is one the page makes anyway, while a page's first localStorage read
 * waits for the browser to load the site's whole storage area. The localStorage copy gives
 * other tabs a `storage` event when this one signs in, and is all that browsers signed in
 * before the cookie existed have.
 */
export const SESSION_HINT_KEY = "vc.session";
export const SESSION_HINT_COOKIE = "vcSession";
/** Renewed on every confirmed sign-in; should it lapse, the localStorage copy still counts. */
const SESSION_HINT_DAYS = 365;

export function hasSessionHint(): boolean {
  if (Cookies.get(SESSION_HINT_COOKIE) === "1") return true;
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === "1";
  } catch {
    // Storage blocked: we cannot tell, so ask Firebase Auth as before.
    return true;
  }
}

export function rememberSession(signedIn: boolean): void {
  // For the whole site, sent on same-site navigations, HTTPS-only where the site is: as the consent cookie.
  if (signedIn) Cookies.set(SESSION_HINT_COOKIE, "1", { path: "/", expires: SESSION_HINT_DAYS, sameSite: "lax", secure: window.location.protocol === "https:" });
  else Cookies.remove(SESSION_HINT_COOKIE, { path: "/" });
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, "1");
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage the hint is always "ask", see hasSessionHint.
  }
}

const authStartedListeners = new Set<() => void>();

/** Called when something (a sign-in form, a popup) starts Firebase Auth in this tab. */
export function onAuthStarted(listener: () => void): () => void {
  authStartedListeners.add(listener);
  return () => authStartedListeners.delete(listener);
}

export function notifyAuthStarted(): void {
  for (const listener of authStartedListeners) listener();
}
