import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { KeepReturnLink } from "@/components/auth/keep-return-link";
import { SignInPanel } from "@/components/auth/sign-in-panel";

export const metadata: Metadata = {
  title: "Create your account",
  description: "Register to buy sustainability courses, keep them in your library and start teaching your own.",
};

export default function RegisterPage() {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Create your account</h1>
      <p className="mt-2 text-slate-700">
        Already registered?{" "}
        <KeepReturnLink href="/login" className="text-link">
          Sign in
        </KeepReturnLink>
      </p>
      <div className="mt-8">
        <SignInPanel variant="register" />
      </div>
      <p className="mt-6 text-sm text-slate-600">
        By creating an account you accept our{" "}
        <Link href="/info/policies/en/terms_of_conditions" className="underline">
          Terms of conditions
        </Link>{" "}
        and{" "}
        <Link href="/info/policies/en/privacy_policy" className="underline">
          Privacy policy
        </Link>
        .
      </p>
    </section>
  );
}
