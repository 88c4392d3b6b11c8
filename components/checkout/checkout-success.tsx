"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useState } from "react";
import { OrderItems } from "@/components/orders/order-items";
import { PaidOrderLinks } from "./paid-order-links";
import { clearLocalCart } from "@/lib/cart/local-cart";
import { alreadyHeldMessage, heldTitles } from "@/lib/orders/already-held";
import type { Order } from "@/lib/types/order";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { cartReplaced } from "@/store/cart-slice";
import { selectSession } from "@/store/user-slice";

// The webhook usually lands before the buyer does; if not, ask a few more times.
const POLL_ATTEMPTS = 10;
const POLL_INTERVAL_MS = 1000;

type State = { status: "waiting" } | { status: "done"; order: Order } | { status: "missing" } | { status: "slow" };

/** /checkout/success: waits for the order to be paid, then shows it and refreshes the cart. */
export function CheckoutSuccess({ orderId }: { orderId: string }) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const [state, setState] = useState<State>({ status: "waiting" });

  useEffect(() => {
    if (!uid) return;
    let active = true;
    (async () => {
      const { getOrder } = await import("@/lib/db/orders");
      for (let attempt = 0; attempt < POLL_ATTEMPTS && active; attempt++) {
        const order = await getOrder(orderId).catch(() => null);
        if (order && order.status !== "pending") {
          if (order.status === "paid") {
            // The webhook removed the bought items from the record's cart: show that cart.
            clearLocalCart();
            const { getUserRecord } = await import("@/lib/db/users");
            const record = await getUserRecord(uid).catch(() => null);
            if (active && record) dispatch(cartReplaced(record.cart));
          }
          if (active) setState({ status: "done", order });
          return;
        }
        if (!order && attempt === 0) {
          if (active) setState({ status: "missing" });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
      if (active) setState({ status: "slow" });
    })();
    return () => {
      active = false;
    };
  }, [uid, orderId, dispatch]);

  if (state.status === "waiting") {
    return (
      <div role="status" className="flex items-center gap-3 text-slate-700">
        <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
        Confirming your payment…
      </div>
    );
  }
  if (state.status === "missing") {
    return <p role="alert" className="text-red-700">We could not find this order in your account.</p>;
  }
  if (state.status === "slow") {
    return (
      <p role="status" className="text-slate-700">
        Your payment is still being confirmed. This can take a minute;{" "}
        <Link href={`/dashboard/orders/${orderId}`} className="text-brand-700 underline underline-offset-2">
          your order
        </Link>{" "}
        shows it as soon as it arrives.
      </p>
    );
  }
  const { order } = state;
  if (order.alreadyHeld?.length) {
    return (
      <p role="alert" className="text-slate-800">
        {alreadyHeldMessage(heldTitles(order))}{" "}
        <Link href={`/dashboard/orders/${order.id}`} className="text-brand-700 underline underline-offset-2">
          Your order
        </Link>
      </p>
    );
  }
  if (order.status !== "paid") {
    return (
      <p role="alert" className="text-red-700">
        This payment did not go through. Nothing was granted; your cart is unchanged.{" "}
        <Link href="/cart" className="underline underline-offset-2">Back to your cart</Link>
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <p role="status" className="text-2xl font-semibold text-brand-700">Payment received</p>
      <p className="text-slate-700">Thank you. Your purchase is in your library.</p>
      <OrderItems items={order.items} total={order.total} caption={`Order ${order.id}`} />
      <PaidOrderLinks orderId={order.id} />
    </div>
  );
}
