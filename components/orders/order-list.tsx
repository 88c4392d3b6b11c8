"use client";

import { useCallback } from "react";
import { Link } from "@/components/ui/link";
import { LoadError } from "@/components/ui/load-error";
import { ShowMore } from "@/components/ui/show-more";
import { usePagedList, useShowMore } from "@/components/ui/use-paged-list";
import type { Cursor } from "@/lib/db/cursor";
import { formatDate, formatPrice } from "@/lib/utils/format";
import { useAppSelector } from "@/store/hooks";
import { selectSession } from "@/store/user-slice";
import { OrderStatusBadge } from "./order-status";
import { loadOrdersPage } from "./use-orders";

/** /dashboard/orders: the user's orders, newest first, a page at a time. */
export function OrderList() {
  const uid = useAppSelector(selectSession)?.uid ?? null;
  const load = useCallback((after: Cursor | null) => loadOrdersPage(uid ?? "", after), [uid]);
  const list = usePagedList(uid, load);
  const { container: rows, showMore } = useShowMore<HTMLUListElement>(list, "orders");

  const shown = list.status === "ready" || list.status === "loading-more" || list.status === "failed-more";
  return (
    <section className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Orders</h1>
      {list.status === "loading" ? <p role="status" className="text-slate-600">Loading your orders…</p> : null}
      {list.status === "failed" ? <LoadError message="Your orders could not be loaded." cause={list.error} onRetry={list.retry} /> : null}
      {shown && !list.items.length ? (
        <p className="text-slate-700">
          You have no orders yet. <Link href="/courses" className="text-brand-700 underline underline-offset-2">Browse courses</Link>
        </p>
      ) : null}
      {shown && list.items.length ? (
        <div>
          <ul ref={rows} aria-label="Your orders" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.items.map((order) => (
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
          <ShowMore {...showMore} />
        </div>
      ) : null}
    </section>
  );
}
