"use client";

import { useState } from "react";
import { FormError } from "@/components/auth/form-parts";
import { Button, buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { OpenOrderRef } from "@/lib/api/cart";

/**
 * Beside a checkout refused because some of the cart waits for payment in another order: go on
 * to that order's payment page, or cancel that order and check out again (decision 0212).
 */
export function OpenOrderActions({ order, onCancelled }: { order: OpenOrderRef; onCancelled: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setPending(true);
    setError(null);
    try {
      const { cancelOrder } = await import("@/lib/api/orders");
      await cancelOrder(order.id);
      toast.success("That order is cancelled. You can check out now.");
      onCancelled();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The order could not be cancelled. Please try again.");
    }
    setPending(false);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        {/* The provider's page, possibly on another site: a full navigation, as the checkout itself does. */}
        {order.url ? (
          <a href={order.url} className={buttonClass({ variant: "secondary", size: "sm" })}>
            Complete that payment
          </a>
        ) : null}
        <Button variant="secondary" size="sm" onClick={cancel} disabled={pending} aria-busy={pending}>
          {pending ? "Cancelling…" : "Cancel that order"}
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}
