"use client";

import { Button } from "@/components/ui/button";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/auth/form-parts";
import type { CheckoutError } from "@/lib/cart/checkout";
import type { CartItem } from "@/lib/types/cart";
import { useAppDispatch } from "@/store/hooks";
import { itemRemoved } from "@/store/cart-slice";

/**
 * Sends the cart's product ids (never its prices) to the checkout and opens the payment page.
 * On any failure the cart stays as it is and the reason is shown next to the button; products
 * no longer for sale are handed to `onUnavailable`, for the cart to mark.
 */
export function CheckoutButton({ items, onUnavailable }: { items: CartItem[]; onUnavailable: (productIds: string[]) => void }) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const { startCheckout } = await import("@/lib/cart/checkout");
      const result = await startCheckout(items);
      if ("url" in result) {
        // Stays pending: the browser is leaving for the payment page.
        window.location.assign(result.url);
        return;
      }
      for (const id of result.enrolled) dispatch(itemRemoved(id));
      toast.success("You are enrolled. Find your courses in your library.");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The checkout could not start. Please try again.");
      const unavailable = (caught as Partial<CheckoutError> | null)?.unavailable;
      if (unavailable?.length) onUnavailable(unavailable);
    }
    setPending(false);
  };

  return (
    <div className="space-y-3">
      <Button onClick={start} disabled={pending} aria-busy={pending} className="w-full">
        {pending ? "Starting checkout…" : "Checkout"}
      </Button>
      <FormError message={error} />
    </div>
  );
}
