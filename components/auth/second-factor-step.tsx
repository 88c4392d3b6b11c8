"use client";

import { Button } from "@/components/ui/button";
import { useEffect, useState } from "react";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import type { CodeConfirmation } from "@/lib/auth/phone";
import { CodeForm } from "./code-form";
import { FormError } from "./form-parts";
import { useVerifier } from "./use-verifier";

type SecondFactorStepProps = {
  /** The "second factor required" error of the first step. */
  challenge: unknown;
  onSignedIn: () => void;
  onCancel: () => void;
};

/** Two-step verification at sign-in: a code goes to the enrolled phone as soon as this shows. */
export function SecondFactorStep({ challenge, onSignedIn, onCancel }: SecondFactorStepProps) {
  const [step, setStep] = useState<(CodeConfirmation & { phoneHint: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { container, getVerifier, resetVerifier } = useVerifier();

  useEffect(() => {
    let active = true;
    (async () => {
      const { startSecondFactorSignIn } = await import("@/lib/auth/mfa");
      return startSecondFactorSignIn(challenge, await getVerifier());
    })().then(
      (started) => active && setStep(started),
      (caught: unknown) => {
        resetVerifier();
        if (active) setError(authErrorMessage(caught));
      },
    );
    return () => {
      active = false;
    };
  }, [challenge, attempt, getVerifier, resetVerifier]);

  const back = { label: "Cancel and sign in another way", action: onCancel };
  return (
    <section aria-labelledby="second-factor-heading" className="space-y-4">
      <h2 id="second-factor-heading" className="text-xl font-semibold text-slate-900">
        Two-step verification
      </h2>
      {step ? (
        <CodeForm
          id="second-factor-code"
          sentTo={`We sent a code to your phone ${step.phoneHint}.`}
          submitLabel="Verify and sign in"
          onSubmit={async (code) => {
            await step.confirm(code);
            onSignedIn();
          }}
          onBack={back}
        />
      ) : error ? (
        <div className="space-y-3">
          <FormError message={error} />
          <Button onClick={() => (setError(null), setAttempt((value) => value + 1))}>Send the code again</Button>
          <button type="button" onClick={onCancel} className="block text-sm text-link">
            {back.label}
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-700">
          Sending a code to your phone…
        </p>
      )}
      <div ref={container} />
    </section>
  );
}
