"use client";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";
import { alreadyHeldMessage, heldTitles } from "@/lib/orders/already-held";
import { formatDate } from "@/lib/utils/format";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { OrderItems } from "./order-items";
import { RefundRequestPanel } from "./refund-request";
import { orderStatusText } from "./order-status";
import { useOrder } from "./use-orders";

const providerNames: Record<string, string> = { local: "Test payment (offline)", stripe: "Stripe" };

/** /dashboard/orders/[id]: a receipt to keep or print. */
export function OrderReceipt({ orderId }: { orderId: string }) {
  const { state, update } = useOrder(useAppSelector(selectSession)?.uid ?? null, orderId);

  if (state.status === "loading") return <p role="status" className="text-slate-600">Loading the receipt…</p>;
  if (state.status === "failed" || !state.value) {
    return (
      <section className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Order not found</h1>
        <p className="text-slate-700">This order does not exist or belongs to another account.</p>
        <Link href="/dashboard/orders" className="text-brand-700 underline underline-offset-2">All orders</Link>
      </section>
    );
  }
  const order = state.value;
  return (
    <article className="max-w-2xl space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Receipt</h1>
        <Button variant="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
          Print receipt
        </Button>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-slate-800">
        <dt className="font-medium text-slate-600">Seller</dt>
        <dd>{brand.name}</dd>
        <dt className="font-medium text-slate-600">Order</dt>
        <dd className="break-all">{order.id}</dd>
        <dt className="font-medium text-slate-600">Date</dt>
        <dd>{formatDate(order.paidOn ?? order.createdOn)}</dd>
        <dt className="font-medium text-slate-600">Status</dt>
        <dd>{orderStatusText(order.status)}</dd>
        <dt className="font-medium text-slate-600">Payment</dt>
        <dd>{providerNames[order.provider] ?? order.provider}</dd>
      </dl>
      {order.alreadyHeld?.length ? <p className="text-slate-800">{alreadyHeldMessage(heldTitles(order))}</p> : null}
      <OrderItems items={order.items} total={order.total} caption="Items of this order" />
      <p className="text-sm text-slate-600">Prices include VAT where applicable.</p>
      {order.invoiceNumber ? (
        <p className="print:hidden">
          <Link href={`/dashboard/orders/${order.id}/invoice`} className="text-brand-700 underline underline-offset-2">
            Invoice {order.invoiceNumber}
          </Link>
        </p>
      ) : null}
      {order.creditNoteNumber ? (
        <p className="print:hidden">
          <Link href={`/dashboard/orders/${order.id}/credit-note`} className="text-brand-700 underline underline-offset-2">
            Credit note {order.creditNoteNumber}
          </Link>
        </p>
      ) : null}
      <RefundRequestPanel order={order} onRequested={(refundRequest) => update((shown) => (shown ? { ...shown, refundRequest } : shown))} />
      <Link href="/dashboard/orders" className="text-brand-700 underline underline-offset-2 print:hidden">All orders</Link>
    </article>
  );
}
