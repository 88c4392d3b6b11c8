"use client";

import { useCallback, useState } from "react";

/** A callback ref and the element's current height, kept up to date as it resizes. */
export function useElementHeight<T extends HTMLElement>() {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    if (typeof ResizeObserver === "undefined") {
      setHeight(element.offsetHeight);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}
