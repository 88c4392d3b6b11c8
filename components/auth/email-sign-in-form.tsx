"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { safeReturnPath } from "@/lib/auth/return-path";
import { FormError, SubmitButton } from "./form-parts";

export function EmailSignInForm() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Enter your email and your password.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { signInWithEmail } = await import("@/lib/auth/sign-in");
      await signInWithEmail(email, password);
      toast.success("Welcome back!");
      router.push(safeReturnPath(searchParams.get("next")));
    } catch (caught) {
      // The typed email and password stay in the form so the user can correct them.
      setError(authErrorMessage(caught));
      setPending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <TextField id="email" label="Email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
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
