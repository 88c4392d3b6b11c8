"use client";

import { useState, type FormEvent } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { EmailField, TextField } from "@/components/ui/text-field";
import { socialProviders } from "@/config/auth-providers";
import type { AccountSnapshot } from "@/lib/auth/account";
import { fieldOfAuthError, validateEmailChange, type EmailChange, type EmailChangeErrors } from "@/lib/auth/account-changes";
import { authErrorMessage } from "@/lib/auth/auth-errors";

/**
 * Asks for the new address and the password, and sends the confirmation link
 * (verifyBeforeUpdateEmail); `onSent` gets the address the link went to. Nothing changes until
 * the link is opened.
 */
export function ChangeEmailForm({ account, onSent, onCancel }: { account: AccountSnapshot; onSent: (email: string) => void; onCancel: () => void }) {
  const usesPassword = account.providerIds.includes("password");
  const social = socialProviders.find((provider) => account.providerIds.includes(provider.id));
  const [values, setValues] = useState<EmailChange>({ email: "", password: "" });
  const [errors, setErrors] = useState<EmailChangeErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmailChange(values, account.email, usesPassword);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    const email = values.email.trim();
    setPending(true);
    try {
      if (!usesPassword && social) await (await import("@/lib/auth/social")).reauthenticateWithSocial(social.id);
      const { requestEmailChange } = await import("@/lib/auth/account");
      await requestEmailChange(email, usesPassword ? values.password : null);
      onSent(email);
    } catch (caught) {
      const placed = fieldOfAuthError(caught);
      if (placed?.field === "email" || placed?.field === "password") setErrors({ [placed.field]: placed.message });
      else setFormError(authErrorMessage(caught));
      setPending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-md space-y-4 rounded-md border border-slate-200 p-4">
      <EmailField id="new-email" label="New email address" value={values.email} error={errors.email} onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))} />
      {usesPassword ? (
        <TextField
          id="email-change-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        />
      ) : null}
      <p className="text-sm text-slate-600">We send a link to the new address. Your email changes when you open it.</p>
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Sending…" : "Send confirmation link"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
