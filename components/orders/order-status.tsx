import type { OrderStatus } from "@/lib/types/order";

const labels: Record<OrderStatus, { text: string; tone: string }> = {
  pending: { text: "Awaiting payment", tone: "bg-amber-50 text-amber-900" },
  paid: { text: "Paid", tone: "bg-brand-50 text-brand-800" },
  failed: { text: "Payment failed", tone: "bg-red-50 text-red-800" },
  cancelled: { text: "Cancelled", tone: "bg-slate-100 text-slate-700" },
  // The amount paid differed from the order: nothing was granted and support looks into it.
  amount_mismatch: { text: "Under review", tone: "bg-red-50 text-red-800" },
  // Paid for something the buyer already held: nothing was granted and the money is on its way back.
  refunding: { text: "Being refunded", tone: "bg-amber-50 text-amber-900" },
  // Money returned (provider refund): the order's products were taken back.
  refunded: { text: "Refunded", tone: "bg-slate-100 text-slate-700" },
};

export const orderStatusText = (status: OrderStatus) => labels[status].text;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${labels[status].tone}`}>{labels[status].text}</span>;
}
