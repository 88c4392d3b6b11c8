/**
 * Whether this browser had a signed-in session, kept apart from Firebase Auth so a visitor's
 * page never downloads or runs the Auth SDK (about 30 kB and a 300 ms task on a mid-range
 * phone) just to learn that nobody is signed in. Firebase Auth still decides who is signed in;
 * this only says whether asking it is worth the cost. See docs/decisions.md.
 */
export const SESSION_HINT_KEY = "vc.session";

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === "1";
  } catch {
    // Storage blocked: we cannot tell, so ask Firebase Auth as before.
    return true;
  }
}

export function rememberSession(signedIn: boolean): void {
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
