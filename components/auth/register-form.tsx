"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import { currentReturnPath } from "@/lib/auth/return-path";
import { MIN_PASSWORD_LENGTH, validateRegistration, type Registration, type RegistrationErrors } from "@/lib/auth/registration";
import { FormError, SubmitButton } from "./form-parts";

const empty: Registration = { firstName: "", lastName: "", email: "", password: "" };

export function RegisterForm() {
  const router = useRouter();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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
    try {
      const { registerWithEmail } = await import("@/lib/auth/register");
      await registerWithEmail(values);
      toast.success("Your account is ready.");
      // Back where registering started, e.g. the cart's "Sign in to check out" (issue 36).
      router.push(currentReturnPath());
    } catch (caught) {
      setFormError(authErrorMessage(caught));
      setPending(false);
    }
  };

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
