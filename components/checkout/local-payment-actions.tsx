"use client";

import { Button, type ButtonVariant } from "@/components/ui/button";
import { useState, useSyncExternalStore } from "react";
import { FormError } from "@/components/auth/form-parts";

type Outcome = "paid" | "cancelled";

const buttons: { outcome: Outcome; variant: ButtonVariant }[] = [
  { outcome: "paid", variant: "primary" },
  { outcome: "cancelled", variant: "secondary" },
];

const noSubscription = () => () => {};

/**
 * The buttons of the local test payment. The server sends the signed webhook event and tells
 * us where to go next, as a real provider's page would redirect.
 */
export function LocalPaymentActions({ sessionId, payLabel }: { sessionId: string; payLabel: string }) {
  const [pending, setPending] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The page is server-rendered: until React runs, a click would do nothing, so wait for it.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  const complete = async (outcome: Outcome) => {
    setPending(outcome);
    setError(null);
    try {
      const { completeLocalPayment } = await import("@/lib/api/payments");
      window.location.assign(await completeLocalPayment(sessionId, outcome));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The payment could not be recorded. Please try again.");
      setPending(null);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {buttons.map(({ outcome, variant }) => (
          <Button key={outcome} variant={variant} onClick={() => complete(outcome)} disabled={!hydrated || pending !== null} aria-busy={pending === outcome}>
            {outcome === "paid" ? (pending === "paid" ? "Paying…" : payLabel) : "Cancel payment"}
          </Button>
        ))}
      </div>
      <FormError message={error} />
    </div>
  );
}
