"use client";

import { useState, type FormEvent } from "react";
import { EmailField, TextField } from "@/components/ui/text-field";
import { FormError, SubmitButton } from "./form-parts";
import { useAuthAction } from "./use-auth-action";
import type { SignInOutcome } from "./sign-in-outcome";

export function EmailSignInForm({ onSignedIn, onSecondFactor }: SignInOutcome) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { error, setError, pending, run } = useAuthAction();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Enter your email and your password.");
      return;
    }
    // On an error the typed email and password stay in the form so the user can correct them.
    await run(
      async () => {
        const { signInWithEmail } = await import("@/lib/auth/sign-in");
        await signInWithEmail(email, password);
        onSignedIn();
      },
      { keepPendingOnSuccess: true, handled: onSecondFactor },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <EmailField id="email" label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormError message={error} />
      <SubmitButton pending={pending} label="Sign in" pendingLabel="Signing in…" />
    </form>
  );
}
