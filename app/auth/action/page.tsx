import type { Metadata } from "next";
import { Suspense } from "react";
import { PasswordResetConfirm } from "@/components/auth/password-reset-confirm";

export const metadata: Metadata = {
  title: "Choose a new password",
  description: "Choose a new password for your Verdant Campus account.",
  robots: { index: false, follow: false },
};

export default function AuthActionPage() {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Choose a new password</h1>
      <div className="mt-8">
        <Suspense>
          <PasswordResetConfirm />
        </Suspense>
      </div>
    </section>
  );
}
