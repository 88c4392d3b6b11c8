"use client";

import { useEffect } from "react";
import { CartSync } from "@/components/cart/cart-sync";
import { useAppDispatch } from "@/store/hooks";
import { creatorStatusLoaded, recordLoaded, signedIn, signedOut } from "@/store/user-slice";

/**
 * Subscribes to the sign-in state once per tab. Firebase Auth is imported after hydration
 * so it never delays the first paint of a public page.
 */
export function AuthListener() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    import("@/lib/auth/session")
      .then(({ watchSession }) => {
        if (!active) return;
        unsubscribe = watchSession({
          signedIn: (session) => dispatch(signedIn(session)),
          // CartSync merges the record's cart with the visitor's; it is not simply replaced.
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
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [dispatch]);

  return <CartSync />;
}
