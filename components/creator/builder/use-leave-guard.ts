"use client";

import { useEffect } from "react";

export const LEAVE_QUESTION = "You have changes that are not saved yet. Leave this page anyway?";

/**
 * While `unsaved`, asks before the page is left: closing or reloading the tab (beforeunload) and
 * following a link inside the app, which navigates without unloading the page. One guard per page:
 * each would ask again, so every source of unsaved work feeds the same flag.
 */
export function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const guardLinks = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link || link.getAttribute("target") === "_blank" || link.getAttribute("href")?.startsWith("#") || event.defaultPrevented) return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("click", guardLinks, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", guardLinks, true);
    };
  }, [unsaved]);
}
