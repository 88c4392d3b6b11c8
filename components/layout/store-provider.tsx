"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { makeStore } from "@/store";

export function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  // After hydration: the cart this browser kept must not make the first render differ from the
  // server's HTML, and the cart sync's code need not weigh on the first download.
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    import("@/store/cart-listeners")
      .then(({ startCartSync }) => {
        if (active) stop = startCartSync(store);
      })
      // Without them the cart still works in this tab; it is only not kept.
      .catch((error: unknown) => console.error(error));
    return () => {
      active = false;
      stop?.();
    };
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
