import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { LocalPaymentActions } from "@/components/checkout/local-payment-actions";
import { OrderItems } from "@/components/orders/order-items";
import { getOrderBySession } from "@/lib/db/orders.server";
import { formatPrice } from "@/lib/utils/format";

export const metadata: Metadata = { title: "Test payment", robots: { index: false, follow: false } };

/**
 * The local provider's checkout page (PAYMENTS_PROVIDER=local): the order is read on the
 * server, so what is shown and charged is the stored order, never the browser's cart.
 */
export default async function LocalPaymentPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  const order = await getOrderBySession(sessionId);
  if (!order || order.provider !== "local") notFound();

  return (
    <section className="mx-auto w-full max-w-xl space-y-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Test payment</h1>
        <p className="mt-2 text-slate-700">
          This is the offline test provider: no real money moves. Paying sends the same signed confirmation a payment provider would.
        </p>
      </div>
      <OrderItems items={order.items} total={order.total} caption={`Order ${order.id}`} />
      {order.status === "pending" ? (
        <LocalPaymentActions sessionId={sessionId} payLabel={`Pay ${formatPrice(order.total)}`} />
      ) : (
        <p role="status" className="text-slate-700">
          This payment is already finished.{" "}
          <Link href={`/dashboard/orders/${order.id}`} className="text-brand-700 underline underline-offset-2">
            See the order
          </Link>
        </p>
      )}
    </section>
  );
}
