import { useCallback } from "react";
import { useAppStore } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";

// Beyond this the auth listener has failed; going on shows what a signed-out visitor would see.
const SESSION_WAIT_MS = 10_000;

/**
 * Runs `go` (the navigation after a sign-in) once the tab's auth listener has put the session in
 * the store. The sign-in call resolves before that: the listener still loads its module and reads
 * the token's claims. A guarded page reached in between finds a resolved visitor and sends the
 * user back to /login, as CI once caught.
 */
export function useWhenSignedIn(): (go: () => void) => void {
  const store = useAppStore();
  return useCallback(
    (go: () => void) => {
      if (selectSession(store.getState())) return go();
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        go();
      };
      const unsubscribe = store.subscribe(() => {
        if (selectSession(store.getState())) done();
      });
      const timer = setTimeout(done, SESSION_WAIT_MS);
    },
    [store],
  );
}
