"use client";

import { useEffect, useState } from "react";
import type { Cursor } from "@/lib/db/cursor";
import type { Order } from "@/lib/types/order";

export type Loaded<T> = { status: "loading" } | { status: "failed" } | { status: "ready"; value: T };

// Loaded after hydration, so Firestore is not part of the page's first download.
const ordersDb = () => import("@/lib/db/orders");
// The rules refuse an order that is missing and one of another user alike: both read as null.
const loadOne = async (_uid: string, orderId: string) => (await ordersDb()).getOrder(orderId).catch((): Order | null => null);

/** `load(uid, key)` once the user is known, again whenever uid or key change. */
function useLoaded<T>(uid: string | null, key: string, load: (uid: string, key: string) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ for: string; loaded: Loaded<T> } | null>(null);
  const current = `${uid}/${key}`;
  useEffect(() => {
    if (!uid) return;
    let active = true;
    const done = (loaded: Loaded<T>) => active && setState({ for: `${uid}/${key}`, loaded });
    load(uid, key).then(
      (value) => done({ status: "ready", value }),
      () => done({ status: "failed" }),
    );
    return () => {
      active = false;
    };
  }, [uid, key, load]);
  return state?.for === current ? state.loaded : { status: "loading" };
}

export const useOrder = (uid: string | null, orderId: string) => useLoaded(uid, orderId, loadOne);

/** Loads one page of the user's orders (the list's "Show more" passes the cursor). */
export const loadOrdersPage = async (uid: string, after: Cursor | null) => (await ordersDb()).listOrders(uid, after);
