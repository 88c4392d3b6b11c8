import type { Metadata } from "next";
import { CheckoutCancelled } from "@/components/checkout/checkout-cancelled";

export const metadata: Metadata = { title: "Payment cancelled", robots: { index: false, follow: false } };

/** Where a provider sends the buyer who gave up; the order stays unpaid and grants nothing. */
export default async function CheckoutCancelledPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const { order } = await searchParams;
  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-4 py-12 sm:px-6">
      <CheckoutCancelled orderId={typeof order === "string" ? order : ""} />
    </section>
  );
}
