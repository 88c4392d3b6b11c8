"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { CertificateView } from "./certificate-view";
import { OwnerControls } from "./owner-controls";
import { PrivateDownloads } from "./private-downloads";
import { RevokeForm } from "./revoke-form";
import { useCertificate } from "./use-certificate";

type CertificateManagerProps = {
  id: string;
  /**
   * What the server rendered: the public page (then this adds only the learner's or admin's
   * controls), or the 404 content of a private or missing one (then this shows the certificate
   * to its learner or an admin, and `notFound` to everyone else).
   */
  notFound?: ReactNode;
};

/** The signed-in user's parts of /certificates/{id}: asked of the server, since a private page is never in the HTML. */
export function CertificateManager({ id, notFound }: CertificateManagerProps) {
  const router = useRouter();
  const { state, update, reload } = useCertificate(id);
  const value = state.status === "ready" ? state.value : null;

  if (notFound && state.status === "loading") {
    return (
      <p role="status" className="text-slate-600">
        Loading the certificate…
      </p>
    );
  }
  if (!value || value.role === "public") return notFound ?? null;

  const { certificate } = value.shown;
  const controls =
    value.role === "owner" ? (
      <OwnerControls
        certificate={certificate}
        onChanged={(changed) => {
          update((current) => ({ ...current, shown: { ...current.shown, certificate: { ...current.shown.certificate, ...changed } } }));
          // The server-rendered page shows the name, and exists only while public.
          router.refresh();
        }}
      />
    ) : certificate.revokedAt ? null : (
      <RevokeForm
        id={id}
        onRevoked={() => {
          reload();
          router.refresh();
        }}
      />
    );
  return notFound ? (
    <div className="space-y-6">
      <CertificateView shown={value.shown} downloads={<PrivateDownloads id={id} />} />
      {controls}
    </div>
  ) : (
    controls
  );
}
