"use client";

import { useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import type { CreditNote } from "@/lib/types/credit-note";
import type { Invoice } from "@/lib/types/invoice";

// A missing document and one of another user read alike: both as null.
const loadInvoice = async (orderId: string) => (await import("@/lib/db/invoices")).getInvoice(orderId).catch((): Invoice | null => null);
const loadCreditNote = async (orderId: string) => (await import("@/lib/db/credit-notes")).getCreditNote(orderId).catch((): CreditNote | null => null);

/** The invoice of order `orderId`, once the user is known (the rules check their ID). */
export function useInvoice(uid: string | null, orderId: string) {
  return useLoad(useMemo(() => (uid ? () => loadInvoice(orderId) : null), [uid, orderId])).state;
}

/** The credit note of order `orderId`, once the user is known. */
export function useCreditNote(uid: string | null, orderId: string) {
  return useLoad(useMemo(() => (uid ? () => loadCreditNote(orderId) : null), [uid, orderId])).state;
}
