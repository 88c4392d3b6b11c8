"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormError, SubmitButton } from "@/components/auth/form-parts";

/**
 * The local payment provider's stand-in for Stripe's hosted onboarding: no bank details, one
 * button that marks the creator's local payout account ready. Only works with PAYMENTS_PROVIDER=local.
 */
export function PayoutsLocalOnboarding() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await (await import("@/lib/api/creator")).finishLocalOnboarding();
      router.push("/dashboard/payouts?onboarding=return");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Onboarding could not be completed.");
      setPending(false);
    }
  };

  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Payout account onboarding</h1>
      <p className="text-slate-700">
        This is the offline test provider: no bank details are needed and no money moves. In production, Stripe asks for your identity and
        bank account here.
      </p>
      <form onSubmit={(event) => void submit(event)} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <FormError message={error} />
        <SubmitButton pending={pending} label="Complete onboarding" pendingLabel="Completing…" />
      </form>
    </section>
  );
}
