"use client";

import Image from "next/image";
import { Link } from "@/components/ui/link";
import { productTypeLabel } from "@/lib/catalogue/labels";
import { formatPrice } from "@/lib/utils/format";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { itemRemoved, selectCartItems } from "@/store/cart-slice";
import { selectAuthResolved, selectSession } from "@/store/user-slice";
import { CheckoutButton } from "./checkout-button";

const heading = <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your cart</h1>;

/** /cart: the picked products with their total, and the way to checkout. */
export function CartView() {
  const dispatch = useAppDispatch();
  const authResolved = useAppSelector(selectAuthResolved);
  const session = useAppSelector(selectSession);
  const items = useAppSelector(selectCartItems);

  if (!authResolved) {
    return (
      <div className="space-y-6">
        {heading}
        <p role="status" className="text-slate-600">Loading your cart…</p>
      </div>
    );
  }

  if (!items.length) {
    return (
      <div className="space-y-6">
        {heading}
        <p className="text-lg text-slate-700">Your cart is empty.</p>
        <Link href="/courses" className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Browse courses
        </Link>
      </div>
    );
  }

  // Summed in cents: adding euro floats would show 0.30000000000000004-style totals.
  const total = items.reduce((sum, item) => sum + Math.round((item.free ? 0 : item.price) * 100), 0) / 100;

  return (
    <div className="space-y-6">
      {heading}
      <ul aria-label="Items in your cart" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.productId} className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
            {item.previewImgSmall ? (
              <Image src={item.previewImgSmall} alt="" width={128} height={72} className="aspect-video w-32 rounded-md bg-slate-100 object-cover" />
            ) : (
              <div aria-hidden className="aspect-video w-32 rounded-md bg-slate-100" />
            )}
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-slate-900">
                <Link href={`/products/${item.productId}`} className="hover:underline">
                  {item.title}
                </Link>
              </h2>
              <p className="text-sm text-slate-600">{productTypeLabel(item.type)}</p>
            </div>
            <p className="font-semibold text-slate-900">{item.free ? "Free" : formatPrice(item.price)}</p>
            <button
              type="button"
              onClick={() => dispatch(itemRemoved(item.productId))}
              aria-label={`Remove ${item.title} from your cart`}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <section aria-labelledby="cart-summary" className="ml-auto max-w-sm space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="cart-summary" className="sr-only">Summary</h2>
        <p className="flex justify-between text-lg font-semibold text-slate-900">
          <span>Total</span>
          <span>{formatPrice(total)}</span>
        </p>
        <p className="text-sm text-slate-600">Prices include VAT where applicable. They are confirmed at checkout.</p>
        {session ? (
          <CheckoutButton productIds={items.map((item) => item.productId)} />
        ) : (
          <Link href="/login?next=/cart" className="block w-full rounded-md bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800">
            Sign in to check out
          </Link>
        )}
      </section>
    </div>
  );
}
