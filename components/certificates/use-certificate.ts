"use client";

import { useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";

/**
 * The certificate as the signed-in user may see it (their own, or any as an admin), asked of the
 * server with their token; waits for a session and never asks for a visitor.
 */
export function useCertificate(id: string) {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  return useLoad(useMemo(() => (uid ? async () => (await import("@/lib/api/certificates")).fetchCertificate(id) : null), [uid, id]));
}
