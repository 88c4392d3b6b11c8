import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";

export const metadata: Metadata = {
  title: "Your cart",
  description: "The courses and documents you picked, their total, and checkout.",
  robots: { index: false, follow: false },
};

export default function CartPage() {
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
      <CartView />
    </section>
  );
}
