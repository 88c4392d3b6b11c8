"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { makeStore } from "@/store";
import { tabClosed, tabOpened } from "@/store/cart-listeners";

export function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  // After hydration: the cart this browser stored must not make the first render differ from the server's HTML.
  useEffect(() => {
    store.dispatch(tabOpened());
    return () => {
      store.dispatch(tabClosed());
    };
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
