"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { EMAIL_LINK_PATH } from "@/lib/auth/email-link-path";
import { linkReturnPath } from "@/lib/auth/return-path";
import { EmailChangeConfirm } from "./email-change-confirm";
import { EmailVerificationConfirm } from "./email-verification-confirm";
import { PasswordResetConfirm } from "./password-reset-confirm";

const heading = "text-3xl font-bold tracking-tight text-slate-900";

/**
 * Firebase's custom action URL: every email link (reset, verification, email change and its
 * undoing, sign-in) opens here, and `mode` says which. Sign-in links go on to the email-link
 * page with their code.
 */
export function AuthAction() {
  const params = useSearchParams();
  const router = useRouter();
  const mode = params.get("mode");

  useEffect(() => {
    if (mode !== "signIn") return;
    const forward = new URLSearchParams(params);
    const continuePath = linkReturnPath(params.get("continueUrl"), EMAIL_LINK_PATH);
    forward.delete("continueUrl");
    const target = new URL(continuePath, window.location.origin);
    forward.forEach((value, key) => target.searchParams.set(key, value));
    router.replace(`${target.pathname}${target.search}`);
  }, [mode, params, router]);

  if (mode === "verifyEmail") {
    return (
      <>
        <h1 className={heading}>Verify your email</h1>
        <div className="mt-8">
          <EmailVerificationConfirm code={params.get("oobCode") ?? ""} signIn={linkReturnPath(params.get("continueUrl"), "/login")} />
        </div>
      </>
    );
  }
  if (mode === "verifyAndChangeEmail" || mode === "recoverEmail") {
    return (
      <>
        <h1 className={heading}>{mode === "recoverEmail" ? "Undo the email change" : "Change your email"}</h1>
        <div className="mt-8">
          <EmailChangeConfirm code={params.get("oobCode") ?? ""} undo={mode === "recoverEmail"} />
        </div>
      </>
    );
  }
  if (mode === "signIn") return <p role="status">Signing you in…</p>;
  return (
    <>
      <h1 className={heading}>Choose a new password</h1>
      <div className="mt-8">
        <PasswordResetConfirm />
      </div>
    </>
  );
}
