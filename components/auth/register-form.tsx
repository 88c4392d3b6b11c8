"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "@/components/ui/link";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { currentReturnPath } from "@/lib/auth/return-path";
import { MIN_PASSWORD_LENGTH, validateRegistration, type Registration, type RegistrationErrors } from "@/lib/auth/registration";
import { FormError, SubmitButton } from "./form-parts";

const empty: Registration = { firstName: "", lastName: "", email: "", password: "" };

/** /login, keeping where registering started (e.g. the cart's "Sign in to check out", issue 36). */
function signInPath(): string {
  const next = currentReturnPath();
  return next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Registration ends the same way for every address, new or already registered: "check your
 * email", signed out (lib/auth/register.ts, decision 0204). Nothing on the page tells anyone
 * which addresses have accounts.
 */
export function RegisterForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ email: string; signIn: string } | null>(null);

  const field = (name: keyof Registration) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setPending(true);
    const signIn = signInPath();
    try {
      const { registerWithEmail } = await import("@/lib/auth/register");
      await registerWithEmail(values, new URL(signIn, window.location.origin).href);
      setSent({ email: values.email.trim(), signIn });
    } catch (caught) {
      setFormError(authErrorMessage(caught));
      setPending(false);
    }
  };

  if (sent) return <RegistrationSent {...sent} />;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="firstName" label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField id="lastName" label="Last name" autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField id="email" label="Email" type="email" autoComplete="email" {...field("email")} />
      <TextField
        id="password"
        label={`Password (at least ${MIN_PASSWORD_LENGTH} characters)`}
        type="password"
        autoComplete="new-password"
        {...field("password")}
      />
      <FormError message={formError} />
      <SubmitButton pending={pending} label="Create account" pendingLabel="Creating your account…" />
    </form>
  );
}

function RegistrationSent({ email, signIn }: { email: string; signIn: string }) {
  const box = useRef<HTMLDivElement>(null);
  // The button that was focused is gone: focus moves to what replaced it, so it is read out.
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="space-y-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-slate-800 outline-none">
      <p role="status">
        Check your email: we sent a message to {email}. Open the link in it to continue, then sign in. Nothing after a few minutes? Look in your spam
        folder.
      </p>
      <Link href={signIn} className="text-link">
        Sign in
      </Link>
    </div>
  );
}
