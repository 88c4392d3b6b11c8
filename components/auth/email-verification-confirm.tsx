"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { useAppDispatch } from "@/store/hooks";
import { emailUpdated } from "@/store/user-slice";

/**
 * The page a verification email links to: applies the code once and says how it went. Signed
 * out (the link of a new registration, which ends signed out), it offers to sign in at `signIn`,
 * the link's own continue page, so the user still lands where registering started.
 */
export function EmailVerificationConfirm({ code, signIn = "/login" }: { code: string; signIn?: string }) {
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<{ ok: boolean; message: string; signedIn: boolean } | null>(null);
  // A code works once; React may run an effect twice (Strict Mode), the second try would fail.
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (applied.current === code) return;
    applied.current = code;
    import("@/lib/auth/account")
      .then(({ confirmEmailVerification }) => confirmEmailVerification(code))
      .then(
        (account) => {
          // The banner for unverified accounts goes as soon as the link has worked.
          if (account) dispatch(emailUpdated(account));
          setResult({ ok: true, message: "Your email address is verified. Thank you!", signedIn: account !== null });
        },
        (caught: unknown) => setResult({ ok: false, message: authErrorMessage(caught), signedIn: true }),
      );
  }, [code, dispatch]);

  if (!result) return <p role="status" className="text-slate-600">Verifying your email address…</p>;
  return (
    <div className="space-y-4">
      <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-slate-800" : "text-red-700"}>
        {result.message}
      </p>
      {result.signedIn ? (
        <Link href="/dashboard/account" className="text-link">
          Go to your account
        </Link>
      ) : (
        <Link href={signIn} className="text-link">
          Sign in
        </Link>
      )}
    </div>
  );
}
