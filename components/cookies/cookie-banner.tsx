"use client";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import Cookies from "js-cookie";
import { useEffect, useState, useSyncExternalStore } from "react";
import {
  COOKIE_PERMISSION,
  COOKIE_PERMISSION_DAYS,
  COOKIE_TEXT_PREVIEW_WORDS,
  cookieBannerText,
  cookieBannerTitle,
} from "@/config/cookies";
import { Switch } from "@/components/ui/switch";
import { hasSessionHint } from "@/lib/auth/session-hint";
import { useAppSelector } from "@/store/hooks";
import { selectAuthResolved, selectSession } from "@/store/user-slice";
import { truncateWords } from "./truncate-words";

const noSubscription = () => () => {};
const readPermission = () => Cookies.get(COOKIE_PERMISSION) ?? null;
const serverNone = () => null;
const serverNoHint = () => false;

/**
 * SPEC §2/§4: shown only to signed-out visitors with no stored choice. It is in the server's
 * HTML, so a new visitor sees it with the page's first paint; CookieBannerGate hides it before
 * that paint where a choice is stored or this browser had a session, and from hydration on
 * this component decides.
 */
export function CookieBanner() {
  const authResolved = useAppSelector(selectAuthResolved);
  const session = useAppSelector(selectSession);
  const storedPermission = useSyncExternalStore(noSubscription, readPermission, serverNone);
  const maybeSignedIn = useSyncExternalStore(noSubscription, hasSessionHint, serverNoHint);
  const [dismissed, setDismissed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [preferences, setPreferences] = useState(false);

  useEffect(() => {
    // The gate's pre-paint guess must not outlive hydration: after a sign-out the banner shows.
    delete document.documentElement.dataset.cookieBanner;
  }, []);

  if (session || storedPermission || dismissed || (!authResolved && maybeSignedIn)) return null;

  const allowAll = () => {
    // For the whole site, sent on same-site navigations, HTTPS-only where the site is.
    Cookies.set(COOKIE_PERMISSION, "full", { path: "/", expires: COOKIE_PERMISSION_DAYS, sameSite: "lax", secure: window.location.protocol === "https:" });
    setDismissed(true);
  };

  return (
    // First in the DOM, so it is parsed and painted with the page's first frame and screen
    // readers meet the choice first; last on screen (order-last in the body's flex column).
    // Sticky, not fixed: at the end of the page it takes its own room below the footer, so it
    // never covers the footer's links and needs no measured spacer.
    <section
      id="cookie-banner"
      role="region"
      aria-labelledby="cookie-banner-title"
      className="sticky bottom-0 z-50 order-last border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-end lg:gap-8 lg:px-8">
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="text-base font-semibold text-slate-900">
            {cookieBannerTitle}
          </h2>
          <p id="cookie-banner-text" className="mt-1 text-sm text-slate-700">
            {expanded ? cookieBannerText : truncateWords(cookieBannerText, COOKIE_TEXT_PREVIEW_WORDS)}{" "}
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls="cookie-banner-text"
              onClick={() => setExpanded((value) => !value)}
              className="text-link hover:text-brand-800"
            >
              {expanded ? "Show Less" : "Show More"}
            </button>
          </p>
          <p className="mt-1 text-sm">
            <Link href="/info/policies/en/cookies_policy" className="text-brand-700 underline underline-offset-2">
              Cookies policy
            </Link>
          </p>
          <div className="mt-3 flex flex-wrap gap-6">
            <Switch label="Necessary" checked locked />
            <Switch label="Preferences" checked={preferences} onChange={setPreferences} />
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Button variant="secondary" size="sm" onClick={() => setDismissed(true)}>
            Allow selection
          </Button>
          <Button size="sm" onClick={allowAll}>
            Allow all
          </Button>
        </div>
      </div>
    </section>
  );
}
