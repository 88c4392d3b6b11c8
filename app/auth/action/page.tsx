import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthAction } from "@/components/auth/auth-action";

export const metadata: Metadata = {
  title: "Your account",
  description: "Reset your password, verify your email address or finish signing in.",
  robots: { index: false, follow: false },
};

export default function AuthActionPage() {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <Suspense>
        <AuthAction />
      </Suspense>
    </section>
  );
}
