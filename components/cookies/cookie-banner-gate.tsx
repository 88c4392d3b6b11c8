import { SESSION_HINT_KEY } from "@/lib/auth/session-hint";
import { COOKIE_PERMISSION } from "@/config/cookies";

// Runs while the HTML is parsed, before the first paint: the server-rendered banner must not
// flash at someone who already chose, or who is (probably) signed in.
export const cookieBannerGateScript = `try{if(/(?:^|; )${COOKIE_PERMISSION}=/.test(document.cookie)||localStorage.getItem(${JSON.stringify(
  SESSION_HINT_KEY,
)})==="1")document.documentElement.dataset.cookieBanner="hidden"}catch(e){}`;

/** Placed before the banner in the body; globals.css hides #cookie-banner under the flag. */
export function CookieBannerGate() {
  return <script dangerouslySetInnerHTML={{ __html: cookieBannerGateScript }} />;
}
