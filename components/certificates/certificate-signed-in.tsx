"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { useAppSelector } from "@/store/hooks";
import { selectAuthResolved, selectSession } from "@/store/user-slice";

// The learner's and admin's parts load only for a signed-in user: a visitor's page carries none of them.
const CertificateManager = dynamic(() => import("./certificate-manager").then((module) => module.CertificateManager), { ssr: false });

const loading = (
  <p role="status" className="text-slate-600">
    Loading the certificate…
  </p>
);

/**
 * The signed-in parts of /certificates/{id} (certificate-manager.tsx), or, on the 404 of a private
 * or missing one, its `notFound` content for a visitor.
 */
export function CertificateSignedIn({ id, notFound }: { id: string; notFound?: ReactNode }) {
  const resolved = useAppSelector(selectAuthResolved);
  const signedIn = useAppSelector(selectSession) !== null;
  if (signedIn) return <CertificateManager id={id} notFound={notFound} />;
  if (!notFound) return null;
  return resolved ? notFound : loading;
}
