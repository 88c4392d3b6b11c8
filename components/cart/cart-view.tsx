"use client";

import { ButtonLink } from "@/components/ui/button";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import { productTypeLabel } from "@/lib/catalogue/type-labels";
import { UNAVAILABLE_MARK } from "@/lib/cart/marks";
import type { CartItem } from "@/lib/types/cart";
import { afterNextPaint } from "@/lib/utils/after-paint";
import { formatPrice } from "@/lib/utils/format";
import { useAppDispatch, useAppSelector, useAppStore } from "@/store/hooks";
import { cartReplaced, itemRemoved, selectCartItems } from "@/store/cart-slice";
import { selectAuthResolved, selectSession } from "@/store/user-slice";

// Only a signed-in buyer checks out, and the session is known only after hydration anyway: the
// button's code stays out of the page's first load, which visitors' views (most of them) keep.
const CheckoutButton = lazy(() => import("./checkout-button").then((module) => ({ default: module.CheckoutButton })));

// Focusable from code only: where the focus goes when the last item is removed.
const heading = (
  <h1 id="cart-heading" tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900">
    Your cart
  </h1>
);

/** /cart: the picked products with their total, and the way to checkout. */
export function CartView() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const authResolved = useAppSelector(selectAuthResolved);
  const session = useAppSelector(selectSession);
  const items = useAppSelector(selectCartItems);
  // What the page last said: a removal, or changed prices. The status region stays rendered
  // from the start, so screen readers announce what appears in it.
  const [message, setMessage] = useState("");
  // Per product: its price changed, or it is no longer for sale.
  const [marks, setMarks] = useState<Record<string, string>>({});
  const checked = useRef(new Set<string>());

  // The cart keeps copies of titles and prices from when each product was added: once hydrated,
  // ask the catalogue about the ones not asked about yet, all in one request.
  useEffect(() => {
    const ids = items.map((item) => item.productId).filter((id) => !checked.current.has(id));
    if (!ids.length) return;
    for (const id of ids) checked.current.add(id);
    import("@/lib/cart/refresh")
      .then(({ refreshCart }) => refreshCart(ids, () => store.getState().cart.items))
      .then((found) => {
        if (found.items) dispatch(cartReplaced(found.items));
        if (!found.notes.length) return;
        setMarks((shown) => ({ ...shown, ...found.marks }));
        setMessage(found.notes.join(" "));
      })
      // The copies stay as they were; checkout charges the catalogue's prices and says so.
      .catch(() => {});
  }, [items, store, dispatch]);

  const remove = (item: CartItem, next: CartItem | undefined) => {
    dispatch(itemRemoved(item.productId));
    setMessage(`Removed ${item.title} from your cart.`);
    // Its button is gone, and the focus with it: hand it to the next line's (or, in an empty
    // cart, the heading) after the paint, as "Add to cart" does.
    afterNextPaint(() => document.getElementById(next ? `remove-${next.productId}` : "cart-heading")?.focus());
  };

  const top = (
    <div className="space-y-2">
      {heading}
      <p role="status" className="text-slate-600">
        {authResolved ? message : "Loading your cart…"}
      </p>
    </div>
  );

  if (!authResolved) return <div className="space-y-6">{top}</div>;

  if (!items.length) {
    return (
      <div className="space-y-6">
        {top}
        <p className="text-lg text-slate-700">Your cart is empty.</p>
        <ButtonLink href="/courses" className="inline-block">
          Browse courses
        </ButtonLink>
      </div>
    );
  }

  // Summed in cents: adding euro floats would show 0.30000000000000004-style totals. What is no
  // longer for sale is not counted: checkout would not charge it.
  const total = items.reduce((sum, item) => sum + Math.round((item.free || marks[item.productId] === UNAVAILABLE_MARK ? 0 : item.price) * 100), 0) / 100;

  return (
    <div className="space-y-6">
      {top}
      <ul aria-label="Items in your cart" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item, index) => (
          <li key={item.productId} className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
            {item.previewImgSmall ? (
              <StaticImage src={item.previewImgSmall} alt="" width={128} height={72} className="aspect-video w-32 shrink-0 rounded-md bg-slate-100 object-cover" />
            ) : (
              <div aria-hidden className="aspect-video w-32 shrink-0 rounded-md bg-slate-100" />
            )}
            {/* A basis, not 0: on a phone the title keeps a readable width beside the picture and the
                price and Remove wrap below it, instead of the title shrinking to one letter a line. */}
            <div className="min-w-0 flex-1 basis-40 break-words">
              <h2 className="font-semibold text-slate-900">
                <Link href={`/products/${item.productId}`} className="hover:underline">
                  {item.title}
                </Link>
              </h2>
              <p className="text-sm text-slate-600">{productTypeLabel(item.type)}</p>
              {marks[item.productId] && <p className="text-sm font-semibold text-red-700">{marks[item.productId]}</p>}
            </div>
            <p className="ml-auto font-semibold text-slate-900 sm:ml-0">{item.free ? "Free" : formatPrice(item.price)}</p>
            <button
              type="button"
              id={`remove-${item.productId}`}
              onClick={() => remove(item, items[index + 1] ?? items[index - 1])}
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
          // Holds the button's height while its code arrives.
          <Suspense fallback={<div className="h-10" />}>
            <CheckoutButton
              items={items}
              onUnavailable={(ids) => setMarks((shown) => ({ ...shown, ...Object.fromEntries(ids.map((id) => [id, UNAVAILABLE_MARK])) }))}
            />
          </Suspense>
        ) : (
          <ButtonLink href="/login?next=/cart" className="block w-full text-center">
            Sign in to check out
          </ButtonLink>
        )}
      </section>
    </div>
  );
}
