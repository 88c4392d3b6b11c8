"use client";

import { useCallback, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { LoadError } from "@/components/ui/load-error";
import { ShowMore } from "@/components/ui/show-more";
import { TextField } from "@/components/ui/text-field";
import { usePagedList, useShowMore } from "@/components/ui/use-paged-list";
import type { AdminOrderFilter, AdminOrderRow } from "@/lib/admin/order-types";
import { HttpError } from "@/lib/http/error";
import { formatDate, formatPrice } from "@/lib/utils/format";
import { OrderStatusLine } from "./order-status-line";

const ordersApi = () => import("@/lib/api/admin");
const filters: { value: AdminOrderFilter; label: string }[] = [
  { value: "requests", label: "Refund requests waiting" },
  { value: "all", label: "All orders" },
];

/** /admin/orders: the refund requests waiting (oldest first) or every order, or a search; a page at a time. */
export function OrderSearch() {
  const [filter, setFilter] = useState<AdminOrderFilter>("requests");
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const load = useCallback(async (after: string | null) => {
    const page = await (await ordersApi()).fetchAdminOrders(filter, search, after);
    return { items: page.orders, next: page.next };
  }, [filter, search]);
  const list = usePagedList<AdminOrderRow, string>(`${filter}|${search}`, load);
  const { container: rows, showMore } = useShowMore<HTMLOListElement>(list, "orders");
  // A search the server cannot read is the field's problem, not the list's.
  const searchError = list.status === "failed" && list.error instanceof HttpError && list.error.code === "admin-orders/invalid-search" ? list.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
  };
  const heading = search ? `Orders matching “${search}”` : filters.find((option) => option.value === filter)!.label;

  return (
    <div className="space-y-6">
      <form role="search" aria-label="Orders" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <TextField id="order-search" type="search" label="Email, order id or invoice number" value={text} error={searchError} onChange={(event) => setText(event.target.value)} autoComplete="off" />
        </div>
        <Button type="submit">Search</Button>
        {search ? (
          <Button variant="secondary" onClick={() => { setText(""); setSearch(""); }}>
            Clear search
          </Button>
        ) : null}
      </form>
      {search ? null : (
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Show</legend>
          {filters.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-slate-900">
              <input type="radio" name="order-filter" value={option.value} checked={filter === option.value} onChange={() => setFilter(option.value)} className="accent-brand-700" />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      <section aria-labelledby="orders-heading" className="space-y-3">
        <h2 id="orders-heading" className="text-xl font-semibold text-slate-900">{heading}</h2>
        {list.status === "loading" ? <p role="status" className="text-slate-600">Loading orders…</p> : null}
        {list.status === "failed" && !searchError ? <LoadError message="The orders could not be loaded." cause={list.error} onRetry={list.retry} /> : null}
        {list.status !== "loading" && list.status !== "failed" && !list.items.length ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{search ? "No orders match this search." : filter === "requests" ? "No refund requests are waiting." : "There are no orders yet."}</p>
        ) : null}
        {list.items.length ? (
          <ol ref={rows} aria-label="Orders" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.items.map(({ order, buyerEmail }) => (
              <li key={order.id} className="space-y-1 p-4">
                <Link href={`/admin/orders/${order.id}`} className="font-semibold break-all text-brand-700 underline underline-offset-2">
                  Order {order.id}
                </Link>
                <p className="text-sm break-words text-slate-700">
                  {buyerEmail || "Unknown buyer"} · {formatDate(order.createdOn)} · {formatPrice(order.total)}
                  {order.invoiceNumber ? ` · Invoice ${order.invoiceNumber}` : ""}
                </p>
                <OrderStatusLine order={order} />
              </li>
            ))}
          </ol>
        ) : null}
        <ShowMore {...showMore} />
      </section>
    </div>
  );
}
