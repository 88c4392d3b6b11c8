import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { KeepReturnLink } from "@/components/auth/keep-return-link";
import { SignInPanel } from "@/components/auth/sign-in-panel";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to your Verdant Campus account to reach your library, cart and creator dashboard.",
};

export default function LoginPage() {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Sign in</h1>
      <p className="mt-2 text-slate-700">
        New here?{" "}
        <KeepReturnLink href="/register" className="text-link">
          Create an account
        </KeepReturnLink>
      </p>
      <div className="mt-8">
        <SignInPanel variant="login" />
      </div>
      <p className="mt-6 text-sm">
        <Link href="/login/reset" className="text-link">
          Forgot your password?
        </Link>
      </p>
    </section>
  );
}
