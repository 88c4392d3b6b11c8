import type { Metadata } from "next";
import { VerifyForm } from "@/components/certificates/verify-form";
import { brand } from "@/config/brand";

export const metadata: Metadata = {
  title: "Verify a certificate",
  description: `Check that a ${brand.name} certificate of completion is genuine, unchanged and not revoked.`,
  alternates: { canonical: "/certificates/verify" },
};

export default function VerifyCertificatePage() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Verify a certificate</h1>
        <p className="mt-2 text-slate-700">
          Every {brand.name} certificate comes with an Open Badges 3.0 credential signed with our key. Upload the credential file, or enter the
          certificate&apos;s address, to check that we issued it, that nothing in it was changed and that it has not been revoked.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          We check it on our server with our own public key (published at{" "}
          <a className="text-brand-800 underline hover:text-brand-900" href="/.well-known/jwks.json">
            /.well-known/jwks.json
          </a>
          ) and keep nothing you send.
        </p>
      </header>
      <VerifyForm />
    </div>
  );
}
