"use client";

import { useEffect, useRef } from "react";

/** Puts the enclosing form back to the values it was rendered with when the page comes back from the back/forward cache. */
export function RestoredFormReset() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) marker.current?.closest("form")?.reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  return <span ref={marker} hidden />;
}
