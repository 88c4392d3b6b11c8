import type { Metadata } from "next";
import { RequireRole } from "@/components/auth/require-role";
import { CheckoutSuccess } from "@/components/checkout/checkout-success";

export const metadata: Metadata = { title: "Thank you", robots: { index: false, follow: false } };

export default async function CheckoutSuccessPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const { order } = await searchParams;
  const orderId = typeof order === "string" ? order : "";
  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>
      <RequireRole role="user">
        {orderId ? <CheckoutSuccess orderId={orderId} /> : <p role="alert" className="text-red-700">This link names no order.</p>}
      </RequireRole>
    </section>
  );
}
