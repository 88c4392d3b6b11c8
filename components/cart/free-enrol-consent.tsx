"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useEnrolment } from "@/components/product/enrolment";
import { toast } from "@/components/ui/toast";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";
import { useAppDispatch } from "@/store/hooks";
import { itemRemoved } from "@/store/cart-slice";
import { HttpError } from "@/lib/http/error";
import { checkoutFormProblems } from "@/lib/schemas/checkout";
import { ConsentCheckbox } from "./consent-checkbox";

/**
 * A free course's enrolment asks for the same consent as a purchase (the buying terms §6), then
 * enrols. Loaded only when "Enrol for free" is pressed: the product page's first load stays as
 * it was.
 */
export function FreeEnrolConsent({ product, onClose }: { product: { id: string; title: string }; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { markEnrolled } = useEnrolment();
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enrolling, setEnrolling] = useState(false);

  const enrol = async (event: FormEvent) => {
    event.preventDefault();
    const missing = checkoutFormProblems({ productIds: [product.id], consent: consent ? CHECKOUT_CONSENT.version : "" }).consent;
    if (missing) return setError(missing);
    setError(null);
    setEnrolling(true);
    try {
      const { startCheckout } = await import("@/lib/api/cart");
      const result = await startCheckout([{ productId: product.id, title: product.title }], { consent: CHECKOUT_CONSENT.version });
      if ("url" in result) return window.location.assign(result.url);
      dispatch(itemRemoved(product.id));
      markEnrolled();
      toast.success(`You are enrolled in ${product.title}.`);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "Enrolment failed. Please try again.";
      if (caught instanceof HttpError && caught.details.field === "consent") setError(message);
      else toast.error(message);
      setEnrolling(false);
    }
  };

  return (
    <form onSubmit={enrol} noValidate aria-label={`Enrol in ${product.title}`} className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <ConsentCheckbox id={`consent-${product.id}`} checked={consent} onChange={setConsent} error={error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={enrolling} aria-busy={enrolling}>
          {enrolling ? "Enrolling…" : "Confirm enrolment"}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onClose} disabled={enrolling}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
