"use client";

import { useEffect } from "react";
import { hasSessionHint, onAuthStarted, SESSION_HINT_KEY } from "@/lib/auth/session-hint";
import { useAppDispatch } from "@/store/hooks";
import { creatorStatusLoaded, recordLoaded, signedIn, signedOut } from "@/store/user-slice";

/**
 * Follows the sign-in state once per tab. A browser that never signed in is a visitor at once,
 * without Firebase Auth; Auth is imported after hydration only when this browser had a session,
 * when a sign-in form starts it here, or when another tab signs in.
 */
export function AuthListener() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    let started = false;
    const watch = () => {
      if (started) return;
      started = true;
      import("@/lib/auth/session")
        .then(({ watchSession }) => {
          if (!active) return;
          unsubscribe = watchSession({
            signedIn: (session) => dispatch(signedIn(session)),
            // The cart listeners (store/cart-listeners.ts) merge the record's cart with the visitor's.
            recordLoaded: (record) => dispatch(recordLoaded(record)),
            creatorStatusLoaded: (isCreator) => dispatch(creatorStatusLoaded(isCreator)),
            signedOut: () => dispatch(signedOut()),
          });
        })
        .catch((error: unknown) => {
          // Without a working auth service everyone is a visitor; the shop still browses.
          console.error(error);
          dispatch(signedOut());
        });
    };
    const otherTabSignedIn = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY && event.newValue) watch();
    };

    const stopListening = onAuthStarted(watch);
    window.addEventListener("storage", otherTabSignedIn);
    if (hasSessionHint()) watch();
    else dispatch(signedOut());
    return () => {
      active = false;
      stopListening();
      window.removeEventListener("storage", otherTabSignedIn);
      unsubscribe?.();
    };
  }, [dispatch]);

  return null;
}
