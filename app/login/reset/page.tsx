import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PasswordResetRequest } from "@/components/auth/password-reset-request";

export const metadata: Metadata = {
  title: "Reset your password",
  description: "Forgot your password? Enter your email and we will send you a link to choose a new one.",
};

export default function PasswordResetPage() {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Reset your password</h1>
      <p className="mt-2 text-slate-700">Enter the email of your account and we will send you a link to choose a new password.</p>
      <div className="mt-8">
        <PasswordResetRequest />
      </div>
      <p className="mt-6 text-sm">
        <Link href="/login" className="text-link">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
