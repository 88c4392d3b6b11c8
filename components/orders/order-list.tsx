"use client";

import { Link } from "@/components/ui/link";
import { formatDate, formatPrice } from "@/lib/utils/format";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { OrderStatusBadge } from "./order-status";
import { useOrders } from "./use-orders";

/** /dashboard/orders: the user's newest 50 orders. */
export function OrderList() {
  const state = useOrders(useAppSelector(selectSession)?.uid ?? null);

  return (
    <section className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Orders</h1>
      {state.status === "loading" ? <p role="status" className="text-slate-600">Loading your orders…</p> : null}
      {state.status === "failed" ? (
        <p role="alert" className="text-red-700">Your orders could not be loaded. Check your connection and reload the page.</p>
      ) : null}
      {state.status === "ready" && !state.value.length ? (
        <p className="text-slate-700">
          You have no orders yet. <Link href="/courses" className="text-brand-700 underline underline-offset-2">Browse courses</Link>
        </p>
      ) : null}
      {state.status === "ready" && state.value.length ? (
        <ul aria-label="Your orders" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {state.value.map((order) => (
            <li key={order.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <h2 className="font-semibold text-slate-900">
                  <Link href={`/dashboard/orders/${order.id}`} className="hover:underline">
                    Order of {formatDate(order.createdOn)}
                  </Link>
                </h2>
                <p className="text-sm text-slate-700">{order.items.map((item) => item.title).join(", ")}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold text-slate-900">{formatPrice(order.total)}</span>
                <OrderStatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
