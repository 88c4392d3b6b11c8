import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CertificateSignedIn } from "@/components/certificates/certificate-signed-in";
import { CertificateView } from "@/components/certificates/certificate-view";
import { PublicDownloads } from "@/components/certificates/public-downloads";
import { readCertificate } from "@/lib/db/certificates.server";
import { showCertificate } from "@/lib/certificates/shown.server";

type CertificateRouteProps = { params: Promise<{ id: string }> };

// The metadata and the page read the same certificate once per request.
const loadCertificate = cache(readCertificate);

// Someone's name and achievement: shareable by link, never in a search index.
const robots = { index: false, follow: false };

export async function generateMetadata({ params }: CertificateRouteProps): Promise<Metadata> {
  const certificate = await loadCertificate((await params).id);
  if (!certificate?.public) return { title: "Certificate", robots };
  return { title: `${certificate.learnerName}: ${certificate.productTitle} · Certificate`, robots };
}

/**
 * A public certificate, rendered on the server for anyone. A private or missing one is a 404
 * whose page lets its learner and admins load it with their token (not-found.tsx), so its text
 * is never in HTML a stranger receives.
 */
export default async function CertificateRoute({ params }: CertificateRouteProps) {
  const certificate = await loadCertificate((await params).id);
  if (!certificate?.public) notFound();
  const shown = await showCertificate(certificate);
  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <CertificateView shown={shown} downloads={<PublicDownloads id={certificate.id} />} />
      <CertificateSignedIn id={certificate.id} />
    </section>
  );
}
