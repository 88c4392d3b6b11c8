import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { COOKIE_PERMISSION } from "@/config/cookies";

// Runs while the HTML is parsed, before the first paint: the server-rendered banner must not
// flash at someone who already chose, or who is (probably) signed in. It reads cookies only: the
// page's first localStorage read would hold the first paint while the browser loads the site's
// storage area (docs/decisions/0107-cookie-gate-reads-cookies-only.md).
export const cookieBannerGateScript = `try{if(/(?:^|; )(?:${COOKIE_PERMISSION}=|${SESSION_HINT_COOKIE}=1(?:;|$))/.test(document.cookie))document.documentElement.dataset.cookieBanner="hidden"}catch(e){}`;

/** Placed before the banner in the body; globals.css hides #cookie-banner under the flag. */
export function CookieBannerGate() {
  return <script dangerouslySetInnerHTML={{ __html: cookieBannerGateScript }} />;
}
