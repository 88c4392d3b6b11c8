"use client";

import { Link } from "@/components/ui/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/registration";
import { linkReturnPath } from "@/lib/auth/return-path";
import { FormError, SubmitButton } from "./form-parts";

type Stage = { step: "checking" } | { step: "invalid"; message: string } | { step: "ready"; email: string } | { step: "done" };

/** The page a password-reset email links to (Firebase's custom action URL). */
export function PasswordResetConfirm() {
  const searchParams = useSearchParams();
  const code = searchParams.get("oobCode") ?? "";
  const mode = searchParams.get("mode");
  // Where the link was asked from wants the user back afterwards (a registration from the cart).
  const signIn = linkReturnPath(searchParams.get("continueUrl"), "/login");
  const [stage, setStage] = useState<Stage>({ step: "checking" });
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const wellFormed = mode === "resetPassword" && code !== "";

  useEffect(() => {
    if (!wellFormed) return;
    import("@/lib/auth/password-reset")
      .then(({ checkResetCode }) => checkResetCode(code))
      .then((email) => setStage({ step: "ready", email }))
      .catch((caught: unknown) => setStage({ step: "invalid", message: authErrorMessage(caught) }));
  }, [wellFormed, code]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setFieldError(`Choose a password with at least ${MIN_PASSWORD_LENGTH} characters.`);
      return;
    }
    setFieldError(undefined);
    setError(null);
    setPending(true);
    try {
      const { resetPassword } = await import("@/lib/auth/password-reset");
      await resetPassword(code, password);
      setStage({ step: "done" });
    } catch (caught) {
      setError(authErrorMessage(caught));
      setPending(false);
    }
  };

  const current: Stage = wellFormed
    ? stage
    : { step: "invalid", message: "This link is not valid. Open the newest link from your email, or ask for a new one." };

  if (current.step === "checking") return <p role="status" className="text-slate-600">Checking your link…</p>;
  if (current.step === "invalid") {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-red-700">{current.message}</p>
        <Link href="/login/reset" className="text-link">
          Ask for a new link
        </Link>
      </div>
    );
  }
  if (current.step === "done") {
    return (
      <div className="space-y-4">
        <p role="status" className="text-slate-800">Your password is changed. Sign in with your new password.</p>
        <Link href={signIn} className="text-link">
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">Choose a new password for {current.email}.</p>
      <TextField
        id="new-password"
        label={`New password (at least ${MIN_PASSWORD_LENGTH} characters)`}
        type="password"
        autoComplete="new-password"
        value={password}
        error={fieldError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormError message={error} />
      <SubmitButton pending={pending} label="Save new password" pendingLabel="Saving…" />
    </form>
  );
}
