"use client";

import { useState, type FormEvent } from "react";
import { EmailField } from "@/components/ui/text-field";
import { isEmail } from "@/lib/utils/email";
import { FormError, SubmitButton } from "./form-parts";
import { useAuthAction } from "./use-auth-action";

export function PasswordResetRequest() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { error, pending, run } = useAuthAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setFieldError("Enter a valid email address, like name@example.com.");
      return;
    }
    setFieldError(undefined);
    await run(async () => {
      const { requestPasswordReset } = await import("@/lib/auth/password-reset");
      await requestPasswordReset(email);
      setSentTo(email.trim());
    });
  };

  if (sentTo) {
    return (
      <p role="status" className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-slate-800">
        If an account exists for {sentTo}, we have sent it a link to choose a new password. Check your inbox and spam folder.
      </p>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <EmailField id="email" label="Email" value={email} error={fieldError} onChange={(event) => setEmail(event.target.value)} />
      <FormError message={error} />
      <SubmitButton pending={pending} label="Send reset link" pendingLabel="Sending…" />
    </form>
  );
}
