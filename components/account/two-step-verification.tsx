"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { CodeForm } from "@/components/auth/code-form";
import { PhoneNumberForm } from "@/components/auth/phone-number-form";
import { useVerifier } from "@/components/auth/use-verifier";
import type { AccountSnapshot } from "@/lib/auth/account";
import { authErrorMessage } from "@/lib/auth/auth-errors";
import type { SecondFactor } from "@/lib/auth/mfa";
import type { CodeConfirmation } from "@/lib/auth/phone";

type Props = { account: AccountSnapshot; factors: SecondFactor[]; onChanged: () => void };

/** Multi-factor sign-in with a phone as the second step (SPEC §7's mfaEnrollment calls). */
export function TwoStepVerification({ account, factors, onChanged }: Props) {
  const [enrolment, setEnrolment] = useState<{ to: string; step: CodeConfirmation } | null>(null);
  const { container, getVerifier, resetVerifier } = useVerifier();

  const send = async (number: string) => {
    try {
      const { startSecondFactorEnrollment } = await import("@/lib/auth/mfa");
      setEnrolment({ to: number, step: await startSecondFactorEnrollment(number, await getVerifier()) });
    } catch (caught) {
      resetVerifier();
      throw caught;
    }
  };

  const remove = async (factor: SecondFactor) => {
    try {
      const { removeSecondFactor } = await import("@/lib/auth/mfa");
      await removeSecondFactor(factor.uid);
      toast.success("Two-step verification is off.");
      onChanged();
    } catch (caught) {
      toast.error(authErrorMessage(caught));
    }
  };

  return (
    <div className="space-y-4">
      {factors.length ? (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {factors.map((factor) => (
            <li key={factor.uid} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="text-slate-900">Text message to {factor.phoneNumber}</span>
              <button type="button" onClick={() => remove(factor)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium">
                Remove<span className="sr-only"> {factor.phoneNumber}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">Off. Add your phone, and signing in will also ask for a code we text you.</p>
      )}
      {!factors.length && !account.emailVerified ? (
        <p className="text-sm text-slate-700">Verify your email address first; then you can add two-step verification.</p>
      ) : null}
      {!factors.length && account.emailVerified && enrolment ? (
        <CodeForm
          id="enrol-code"
          sentTo={`We sent a code to ${enrolment.to}.`}
          submitLabel="Turn on two-step verification"
          onSubmit={async (code) => {
            await enrolment.step.confirm(code);
            setEnrolment(null);
            toast.success("Two-step verification is on.");
            onChanged();
          }}
          onBack={{ label: "Use a different number", action: () => (resetVerifier(), setEnrolment(null)) }}
        />
      ) : null}
      {!factors.length && account.emailVerified && !enrolment ? (
        <div className="sm:max-w-md">
          <PhoneNumberForm id="mfa-phone" label="Phone for sign-in codes" onSend={send} />
        </div>
      ) : null}
      <div ref={container} />
    </div>
  );
}
