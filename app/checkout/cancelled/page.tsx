import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "Payment cancelled", robots: { index: false, follow: false } };

/** Where a provider sends the buyer who gave up; the order stays unpaid and grants nothing. */
export default function CheckoutCancelledPage() {
  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Payment cancelled</h1>
      <p className="text-lg text-slate-700">Payment cancelled. Nothing was charged; your cart is unchanged.</p>
      <Link href="/cart" className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Back to your cart
      </Link>
    </section>
  );
}
