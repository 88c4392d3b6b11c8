"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton } from "@/components/auth/form-parts";
import { TextField } from "@/components/ui/text-field";
import { providerNames } from "@/config/auth-providers";
import type { AccountSnapshot } from "@/lib/auth/account";
import { fieldOfAuthError, validatePasswordChange, type PasswordChange, type PasswordChangeErrors } from "@/lib/auth/account-changes";
import { authErrorMessage } from "@/lib/auth/auth-errors";

const empty: PasswordChange = { current: "", next: "", repeat: "" };

/**
 * A new password, after the current one: Firebase accepts updatePassword only after a recent
 * sign-in, so the current password re-authenticates first, and a wrong one changes nothing.
 */
export function ChangePasswordForm({ account }: { account: AccountSnapshot }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!account.providerIds.includes("password")) {
    const methods = account.providerIds.map((id) => providerNames[id] ?? id).join(", ");
    return <p className="text-slate-700">Your account has no password: you sign in with {methods || "a link"}.</p>;
  }

  const field = (name: keyof PasswordChange) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const { changePassword } = await import("@/lib/auth/account");
      await changePassword(values.current, values.next);
      setValues(empty);
      toast.success("Your password is changed.");
    } catch (caught) {
      const placed = fieldOfAuthError(caught);
      if (placed?.field === "password") setErrors({ current: placed.message });
      else if (placed?.field === "next") setErrors({ next: placed.message });
      else setFormError(authErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-md space-y-4">
      {/* Lets password managers save the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={account.email} readOnly hidden />
      <TextField id="current-password" label="Current password" type="password" autoComplete="current-password" {...field("current")} />
      <TextField id="new-password" label="New password" type="password" autoComplete="new-password" {...field("next")} />
      <TextField id="repeat-password" label="Repeat the new password" type="password" autoComplete="new-password" {...field("repeat")} />
      <FormError message={formError} />
      <div className="sm:w-56">
        <SubmitButton pending={pending} label="Change password" pendingLabel="Changing…" />
      </div>
    </form>
  );
}
