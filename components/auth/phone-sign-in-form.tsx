"use client";

import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import type { CodeConfirmation } from "@/lib/auth/phone";
import { CodeForm } from "./code-form";
import { FormError, SubmitButton } from "./form-parts";
import type { SignInOutcome } from "./sign-in-outcome";
import { useVerifier } from "./use-verifier";

const FORMAT_HINT = "Enter your phone number in international format, starting with + and the country code.";

/** Sign-in with a code sent by text message; a new number creates an account. */
export function PhoneSignInForm({ onSignedIn, onSecondFactor }: SignInOutcome) {
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmation, setConfirmation] = useState<{ to: string; step: CodeConfirmation } | null>(null);
  const { container, getVerifier, resetVerifier } = useVerifier();

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const { normalisePhoneNumber, sendPhoneSignInCode } = await import("@/lib/auth/phone");
    const number = normalisePhoneNumber(phone);
    if (!number) {
      setError(FORMAT_HINT);
      return;
    }
    setPending(true);
    setError(null);
    try {
      setConfirmation({ to: number, step: await sendPhoneSignInCode(number, await getVerifier()) });
    } catch (caught) {
      resetVerifier();
      setError(authErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const confirm = async (code: string) => {
    try {
      await confirmation?.step.confirm(code);
      onSignedIn();
    } catch (caught) {
      if (!onSecondFactor(caught)) throw caught;
    }
  };

  return (
    <div>
      {confirmation ? (
        <CodeForm
          id="phone-code"
          sentTo={`We sent a code to ${confirmation.to}.`}
          submitLabel="Sign in"
          onSubmit={confirm}
          onBack={{ label: "Use a different number", action: () => (resetVerifier(), setConfirmation(null)) }}
        />
      ) : (
        <form onSubmit={sendCode} noValidate className="space-y-4">
          <TextField
            id="phone"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+43 660 1234567"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <FormError message={error} />
          <SubmitButton pending={pending} label="Send code" pendingLabel="Sending the code…" />
        </form>
      )}
      <div ref={container} />
    </div>
  );
}
