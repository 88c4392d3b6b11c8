"use client";

import { useMemo } from "react";
import { OrderItems } from "@/components/orders/order-items";
import { Link } from "@/components/ui/link";
import { LoadError } from "@/components/ui/load-error";
import { useLoad } from "@/components/ui/use-load";
import { formatDate } from "@/lib/utils/format";
import { OrderActions } from "./order-actions";
import { OrderEvents } from "./order-events";
import { OrderStatusLine } from "./order-status-line";

const ordersApi = () => import("@/lib/api/admin");

/** /admin/orders/[id]: one order, its buyer, its refund request, its events, and what can be done. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const { state, refresh, reload } = useLoad(useMemo(() => async () => (await ordersApi()).fetchAdminOrder(orderId), [orderId]));
  const back = (
    <Link href="/admin/orders" className="text-brand-700 underline underline-offset-2">
      All orders
    </Link>
  );
  if (state.status === "loading") return <p role="status" className="text-slate-600">Loading the order…</p>;
  if (state.status === "failed") {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Order</h1>
        <LoadError message="The order could not be loaded." cause={state.error} onRetry={reload} />
        {back}
      </div>
    );
  }
  const { order, buyerEmail, events } = state.value;
  const request = order.refundRequest;
  return (
    <article className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight break-all text-slate-900">Order {order.id}</h1>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">Buyer</dt>
        <dd className="break-all">{buyerEmail || order.uid}</dd>
        <dt className="font-medium text-slate-600">Date</dt>
        <dd>{formatDate(order.createdOn)}</dd>
        <dt className="font-medium text-slate-600">Status</dt>
        <dd><OrderStatusLine order={order} /></dd>
        <dt className="font-medium text-slate-600">Invoice</dt>
        <dd>{order.invoiceNumber ?? "None"}</dd>
        <dt className="font-medium text-slate-600">Withdrawal right</dt>
        <dd>{order.withdrawalWaived ? "Waived at checkout (consent to immediate supply)" : "Kept: no consent stored on this order"}</dd>
      </dl>
      {request ? (
        <section aria-labelledby="request-heading" className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-5">
          <h2 id="request-heading" className="text-xl font-semibold text-slate-900">Refund request</h2>
          <p className="text-sm text-slate-700">Asked on {formatDate(request.requestedOn)}{request.state === "rejected" ? `; rejected: ${request.rejectReason ?? ""}` : ""}</p>
          <p className="break-words whitespace-pre-line text-slate-900">{request.reason}</p>
        </section>
      ) : null}
      <OrderItems items={order.items} total={order.total} caption="Items of this order" />
      <OrderActions order={order} onDone={() => void refresh()} />
      <OrderEvents events={events} />
      {back}
    </article>
  );
}
