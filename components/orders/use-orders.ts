"use client";

import { useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import type { Cursor } from "@/lib/db/cursor";
import type { Order } from "@/lib/types/order";

// Loaded after hydration, so Firestore is not part of the page's first download.
const ordersDb = () => import("@/lib/db/orders");
// The rules refuse an order that is missing and one of another user alike: both read as null.
const loadOne = async (orderId: string) => (await ordersDb()).getOrder(orderId).catch((): Order | null => null);

/** The order `orderId`, once the user is known (their ID is what the rules check), again for another user or order; `update` changes it as shown. */
export function useOrder(uid: string | null, orderId: string) {
  return useLoad(useMemo(() => (uid ? () => loadOne(orderId) : null), [uid, orderId]));
}

/** Loads one page of the user's orders (the list's "Show more" passes the cursor). */
export const loadOrdersPage = async (uid: string, after: Cursor | null) => (await ordersDb()).listOrders(uid, after);
