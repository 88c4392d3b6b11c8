"use client";

import { useParams } from "next/navigation";
import { CertificateSignedIn } from "@/components/certificates/certificate-signed-in";
import { Link } from "@/components/ui/link";

/** 404 for a private or missing certificate; its learner and admins still see it, loaded with their token. */
export default function CertificateNotFound() {
  const { id } = useParams<{ id: string }>();
  const missing = (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Certificate not found</h1>
      <p className="mt-4 text-slate-700">There is no certificate at this address, or its owner has not made it public.</p>
      <Link href="/" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        Go to the home page
      </Link>
    </>
  );
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <CertificateSignedIn id={id} notFound={missing} />
    </section>
  );
}
