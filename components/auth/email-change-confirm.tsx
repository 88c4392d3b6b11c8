"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { useAppDispatch } from "@/store/hooks";
import { emailUpdated } from "@/store/user-slice";

type Result = { ok: true; email: string; signedIn: boolean } | { ok: false; message: string };

/**
 * Where the link of an email change lands: sent to the new address to confirm it
 * (`verifyAndChangeEmail`), or to the old one to undo the change (`recoverEmail`).
 */
export function EmailChangeConfirm({ code, undo }: { code: string; undo: boolean }) {
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<Result | null>(null);
  // A code works once; React may run an effect twice (Strict Mode), the second try would fail.
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (applied.current === code) return;
    applied.current = code;
    import("@/lib/auth/account")
      .then(({ confirmEmailChange }) => confirmEmailChange(code))
      .then(
        ({ email, signedIn }) => {
          if (signedIn) dispatch(emailUpdated({ email, emailVerified: true }));
          setResult({ ok: true, email, signedIn });
        },
        (caught: unknown) => setResult({ ok: false, message: authErrorMessage(caught) }),
      );
  }, [code, dispatch]);

  if (!result) return <p role="status" className="text-slate-600">Changing your email address…</p>;
  if (!result.ok) {
    return (
      <p role="alert" className="text-red-700">
        {result.message}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="text-slate-800">
        {undo ? `Your sign-in email is ${result.email} again.` : `Your email address is now ${result.email}.`}
      </p>
      {undo ? (
        <p className="text-slate-800">
          If you did not ask for the change, someone may know your password:{" "}
          <Link href="/login/reset" className="text-link">
            choose a new password
          </Link>
          .
        </p>
      ) : null}
      <Link href={result.signedIn ? "/dashboard/account" : "/login?next=%2Fdashboard%2Faccount"} className="text-link">
        {result.signedIn ? "Go to your account" : "Sign in with it"}
      </Link>
    </div>
  );
}
