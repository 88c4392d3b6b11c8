"use client";

import { useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import type { ShownCertificate } from "@/lib/certificates/shown.server";
import type { ViewerRole } from "@/lib/certificates/manage.server";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";

export type CertificateAnswer = { shown: ShownCertificate; role: ViewerRole };

/**
 * The certificate as the signed-in user may see it (their own, or any as an admin), asked of the
 * server with their token; waits for a session and never asks for a visitor.
 */
export function useCertificate(id: string) {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  return useLoad(useMemo(() => (uid ? async () => (await import("@/lib/auth/fetch-as-user")).getAsUser<CertificateAnswer>(`/api/certificates/${id}`) : null), [uid, id]));
}
