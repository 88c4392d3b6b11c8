"use client";

import { ButtonLink } from "@/components/ui/button";
import { useMemo } from "react";
import { useLoad } from "@/components/ui/use-load";
import { useAppSelector } from "@/store/hooks";
import { PaidOrderLinks } from "./paid-order-links";
import { selectSession } from "@/store/user-slice";

/** The order's status; one still waiting for payment (Stripe's page left by its Back link) is cancelled, so the cart can be checked out again. */
async function settle(orderId: string): Promise<string | null> {
  const status = (await (await import("@/lib/db/orders")).getOrder(orderId).catch(() => null))?.status ?? null;
  if (status === "pending") await (await import("@/lib/api/orders")).cancelOrder(orderId).catch(() => null);
  return status;
}

/**
 * /checkout/cancelled. A provider's cancel link can be followed after the order was paid after all
 * (a second tab, Back on the provider's page): the buyer then sees their order, not "Nothing was
 * charged". Visitors, and orders that are not paid, see the cancellation.
 */
export function CheckoutCancelled({ orderId }: { orderId: string }) {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const { state } = useLoad(useMemo(() => (uid && orderId ? async () => (await settle(orderId)) === "paid" : null), [uid, orderId]));
  const paid = state.status === "ready" && state.value;

  if (paid) {
    return (
      <>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Payment received</h1>
        <p role="status" className="text-lg text-slate-700">
          This order was paid after all, so nothing was cancelled. Your purchase is in your library.
        </p>
        <PaidOrderLinks orderId={orderId} />
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Payment cancelled</h1>
      <p className="text-lg text-slate-700">Payment cancelled. Nothing was charged; your cart is unchanged.</p>
      <ButtonLink href="/cart" className="inline-block">
        Back to your cart
      </ButtonLink>
    </>
  );
}
