"use client";

import { useState, type FormEvent } from "react";
import { EmailField } from "@/components/ui/text-field";
import { currentReturnPath } from "@/lib/auth/return-path";
import { isEmail } from "@/lib/utils/email";
import { FormError, SubmitButton } from "./form-parts";
import { useAuthAction } from "./use-auth-action";


/** Passwordless sign-in: we email a link that signs the user in (and creates the account). */
export function EmailLinkForm() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, setError, pending, run } = useAuthAction();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setError("Enter a valid email address, like name@example.com.");
      return;
    }
    await run(async () => {
      const { sendEmailSignInLink } = await import("@/lib/auth/email-link");
      await sendEmailSignInLink(email, currentReturnPath());
      setSentTo(email.trim());
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <EmailField id="link-email" label="Send the link to" placeholder="name@example.com" value={email} onChange={(event) => setEmail(event.target.value)} />
      <FormError message={error} />
      {sentTo ? (
        <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-800">
          We sent a sign-in link to {sentTo}. Open it on this device to finish signing in. It works once, for one hour.
        </p>
      ) : null}
      <SubmitButton pending={pending} label={sentTo ? "Send another link" : "Email me a sign-in link"} pendingLabel="Sending…" />
    </form>
  );
}
