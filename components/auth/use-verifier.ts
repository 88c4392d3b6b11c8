"use client";

import { useCallback, useEffect, useRef } from "react";
import type { Verifier } from "@/lib/auth/phone";

/**
 * Phone codes need an (invisible) reCAPTCHA verifier bound to an element of the page. It is
 * made on first use, since the page may never send a code, and cleared when the form goes.
 */
export function useVerifier() {
  const container = useRef<HTMLDivElement>(null);
  const verifier = useRef<Verifier | null>(null);

  useEffect(
    () => () => {
      verifier.current?.clear();
      verifier.current = null;
    },
    [],
  );

  const getVerifier = useCallback(async (): Promise<Verifier> => {
    if (verifier.current) return verifier.current;
    if (!container.current) throw new Error("The verifier's element is not on the page");
    const { createVerifier } = await import("@/lib/auth/phone");
    // A fresh element each time: a cleared reCAPTCHA cannot render into its old one again.
    const element = document.createElement("div");
    container.current.replaceChildren(element);
    verifier.current = createVerifier(element);
    return verifier.current;
  }, []);

  /** A used or failed verifier cannot send again; the next code gets a new one. */
  const resetVerifier = useCallback(() => {
    verifier.current?.clear();
    verifier.current = null;
  }, []);

  return { container, getVerifier, resetVerifier };
}
