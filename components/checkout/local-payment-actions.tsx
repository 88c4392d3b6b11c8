"use client";

import { useState } from "react";
import { FormError } from "@/components/auth/form-parts";

type Outcome = "paid" | "cancelled";

/**
 * The buttons of the local test payment. The server sends the signed webhook event and tells
 * us where to go next, as a real provider's page would redirect.
 */
export function LocalPaymentActions({ sessionId, payLabel }: { sessionId: string; payLabel: string }) {
  const [pending, setPending] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const complete = async (outcome: Outcome) => {
    setPending(outcome);
    setError(null);
    try {
      const response = await fetch("/api/payments/local/complete", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ sessionId, outcome }),
      });
      const body = (await response.json().catch(() => ({}))) as { redirect?: string; error?: string };
      if (!response.ok || !body.redirect) throw new Error(body.error ?? "The payment could not be recorded. Please try again.");
      window.location.assign(body.redirect);
    } catch (caught) {
      setError(caught instanceof TypeError ? "The payment service could not be reached. Please try again." : (caught as Error).message);
      setPending(null);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => complete("paid")}
          disabled={pending !== null}
          aria-busy={pending === "paid"}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {pending === "paid" ? "Paying…" : payLabel}
        </button>
        <button
          type="button"
          onClick={() => complete("cancelled")}
          disabled={pending !== null}
          aria-busy={pending === "cancelled"}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          Cancel payment
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
