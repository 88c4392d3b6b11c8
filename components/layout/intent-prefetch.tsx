"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isRoutePath } from "@/lib/api/paths";
import { afterNextPaint } from "@/lib/utils/after-paint";

/** The same-origin page an event's target links to, or null (another site, a file, a download, a new tab). */
export function routeOf(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download") || anchor.target === "_blank") return null;
  const url = new URL(anchor.href, origin);
  // Files (a video, a PDF, an image) and API routes are no pages: nothing to prefetch.
  if (url.origin !== origin || isRoutePath(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

// The pointer comes over a link, a finger touches it, the keyboard focuses it.
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Prefetches a route when the visitor shows intent to open it: the pointer comes over its link, a
 * finger touches it, or the keyboard focuses it. One listener on the document serves every link
 * (components/ui/link.tsx turns Next's viewport prefetch off), and each route is asked for once.
 * The pointer usually rests on a link 100 ms or more before the click, enough for the payload.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const asked = new Set<string>();
    const onIntent = (event: Event) => {
      const route = routeOf(event.target, window.location.origin);
      if (!route || asked.has(route) || route === `${window.location.pathname}${window.location.search}`) return;
      asked.add(route);
      // Speculative work never delays what the visitor is doing: a touch, a tap's answer, a
      // focus moved by the page itself (e.g. to "In your cart") paint first.
      afterNextPaint(() => router.prefetch(route));
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
