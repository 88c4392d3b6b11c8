import type { Metadata } from "next";
import { Suspense } from "react";
import { EmailLinkCompletion } from "@/components/auth/email-link-completion";

export const metadata: Metadata = {
  title: "Signing you in",
  description: "Finish signing in to Verdant Campus with the link we emailed you.",
  robots: { index: false, follow: false },
};

export default function EmailLinkPage() {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Sign in with your email link</h1>
      <div className="mt-8">
        <Suspense>
          <EmailLinkCompletion />
        </Suspense>
      </div>
    </section>
  );
}
