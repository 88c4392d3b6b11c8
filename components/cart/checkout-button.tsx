"use client";

import { Button } from "@/components/ui/button";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/auth/form-parts";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";
import { checkoutRefusal, type OpenOrderRef } from "@/lib/api/cart";
import type { CartItem } from "@/lib/types/cart";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { itemRemoved } from "@/store/cart-slice";
import { selectUserRecord } from "@/store/user-slice";
import { checkoutFormProblems } from "@/lib/schemas/checkout";
import { ConsentCheckbox } from "./consent-checkbox";
import { CountrySelect } from "./country-select";
import { OpenOrderActions } from "./open-order-actions";

type Errors = { consent: string | null; country: string | null; form: string | null };
const noErrors: Errors = { consent: null, country: null, form: null };

/**
 * The cart's checkout: the buyer's country (prefilled from their account) and the statutory
 * consent, then the cart's product ids (never its prices) go to the checkout, which opens the
 * payment page. On any failure the cart stays as it is and the reason stands beside its field;
 * products no longer for sale are handed to `onUnavailable`, for the cart to mark.
 */
export function CheckoutButton({ items, onUnavailable }: { items: CartItem[]; onUnavailable: (productIds: string[]) => void }) {
  const dispatch = useAppDispatch();
  const savedCountry = useAppSelector(selectUserRecord)?.country ?? "";
  const [country, setCountry] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Errors>(noErrors);
  // Set when the checkout was refused for an order that still waits for payment: the buyer pays or cancels it.
  const [openOrder, setOpenOrder] = useState<OpenOrderRef | null>(null);
  // The account's country arrives with the record, possibly after this form: it fills the field until the buyer picks one.
  const chosenCountry = country ?? savedCountry;
  // Free courses need no country: there is no invoice.
  const paying = items.some((item) => !item.free);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const terms = { consent: consent ? CHECKOUT_CONSENT.version : "", ...(paying ? { country: chosenCountry } : {}) };
    const missing = { ...noErrors, ...checkoutFormProblems({ productIds: items.map((item) => item.productId), ...terms }) };
    setErrors(missing);
    setOpenOrder(null);
    if (missing.consent || missing.country) return;
    setPending(true);
    try {
      const { startCheckout } = await import("@/lib/api/cart");
      const result = await startCheckout(items, terms);
      if ("url" in result) {
        // Stays pending: the browser is leaving for the payment page.
        window.location.assign(result.url);
        return;
      }
      for (const id of result.enrolled) dispatch(itemRemoved(id));
      toast.success("You are enrolled. Find your courses in your library.");
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "The checkout could not start. Please try again.";
      const { unavailable, field, openOrder: open } = checkoutRefusal(caught);
      setErrors({ ...noErrors, ...(field === "consent" || field === "country" ? { [field]: message } : { form: message }) });
      setOpenOrder(open);
      if (unavailable.length) onUnavailable(unavailable);
    }
    setPending(false);
  };

  return (
    <form onSubmit={start} noValidate className="space-y-3">
      {paying ? <CountrySelect id="checkout-country" value={chosenCountry} onChange={setCountry} error={errors.country} /> : null}
      <ConsentCheckbox id="checkout-consent" checked={consent} onChange={setConsent} error={errors.consent} />
      <Button type="submit" disabled={pending} aria-busy={pending} className="w-full">
        {pending ? "Starting checkout…" : "Checkout"}
      </Button>
      <FormError message={errors.form} />
      {openOrder ? (
        <OpenOrderActions
          order={openOrder}
          onCancelled={() => {
            setOpenOrder(null);
            setErrors(noErrors);
          }}
        />
      ) : null}
    </form>
  );
}
