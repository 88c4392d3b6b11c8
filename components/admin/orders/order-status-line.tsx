import { OrderStatusBadge } from "@/components/orders/order-status";
import type { Order } from "@/lib/types/order";
import { formatDate } from "@/lib/utils/format";

/** An order's status, and its refund request's when it has one: the queue's reason to look. */
export function OrderStatusLine({ order }: { order: Order }) {
  const request = order.refundRequest;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <OrderStatusBadge status={order.status} />
      {request && order.status === "paid" ? (
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${request.state === "pending" ? "bg-amber-50 text-amber-900" : "bg-slate-100 text-slate-700"}`}>
          {request.state === "pending" ? `Refund requested ${formatDate(request.requestedOn)}` : "Request rejected"}
        </span>
      ) : null}
      {order.goodwillOn ? <span className="rounded-full bg-sky-50 px-2.5 py-0.5 text-sm font-medium text-sky-900">Goodwill</span> : null}
    </span>
  );
}
