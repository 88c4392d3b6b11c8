"use client";

import { useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import type { Invoice } from "@/lib/types/invoice";

// A missing invoice and one of another user read alike: both as null.
const loadOne = async (orderId: string) => (await import("@/lib/db/invoices")).getInvoice(orderId).catch((): Invoice | null => null);

/** The invoice of order `orderId`, once the user is known (the rules check their ID). */
export function useInvoice(uid: string | null, orderId: string) {
  return useLoad(useMemo(() => (uid ? () => loadOne(orderId) : null), [uid, orderId])).state;
}
