"use client";

import { useState } from "react";
import type { CodeConfirmation } from "@/lib/auth/phone";
import { CodeForm } from "./code-form";
import { PhoneNumberForm } from "./phone-number-form";
import type { SignInOutcome } from "./sign-in-outcome";
import { useVerifier } from "./use-verifier";

/** Sign-in with a code sent by text message; a new number creates an account. */
export function PhoneSignInForm({ onSignedIn, onSecondFactor }: SignInOutcome) {
  const [confirmation, setConfirmation] = useState<{ to: string; step: CodeConfirmation } | null>(null);
  const { container, getVerifier, resetVerifier } = useVerifier();

  const send = async (number: string) => {
    try {
      const { sendPhoneSignInCode } = await import("@/lib/auth/phone");
      setConfirmation({ to: number, step: await sendPhoneSignInCode(number, await getVerifier()) });
    } catch (caught) {
      resetVerifier();
      throw caught;
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
        <PhoneNumberForm id="phone" label="Phone number" onSend={send} />
      )}
      <div ref={container} />
    </div>
  );
}
