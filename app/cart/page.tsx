import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";

export const metadata: Metadata = {
  title: "Your cart",
  description: "The courses and documents you picked, their total, and checkout.",
};

export default function CartPage() {
  return (
    // The cart lives in the browser; the room it may need is held so the footer does not jump
    // when "Loading your cart…" becomes the cart.
    <section className="mx-auto min-h-[28rem] w-full max-w-4xl px-4 py-12 sm:px-6">
      <CartView />
    </section>
  );
}
