"use client";

import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { lazy, Suspense, useRef, useState } from "react";
import { useEnrolment } from "@/components/product/enrolment";
import { toast } from "@/components/ui/toast";
import { MAX_CART_ITEMS } from "@/lib/cart/limits";
import type { Product } from "@/lib/types/product";
import { afterNextPaint } from "@/lib/utils/after-paint";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { itemAdded, selectCartCount, selectIsInCart } from "@/store/cart-slice";

// The consent form of a free enrolment loads when it is asked for, not with the product page.
const FreeEnrolConsent = lazy(() => import("./free-enrol-consent").then((module) => ({ default: module.FreeEnrolConsent })));

export type AddToCartProduct = Pick<Product, "id" | "title" | "type" | "price" | "free" | "previewImgSmall">;

const primary = buttonClass({ className: "inline-flex items-center justify-center" });
const secondary = buttonClass({ variant: "outline", className: "inline-flex items-center justify-center" });
// Twice the double-click time most systems use (500 ms on Windows by default).
const DOUBLE_CLICK_MS = 1000;

/**
 * The buy control of a product: add to cart, in your cart, enrol for free, or go to course.
 * Ownership comes from the page's EnrolmentProvider, the page's one ownership read.
 */
export function AddToCartButton({ product }: { product: AddToCartProduct }) {
  const dispatch = useAppDispatch();
  const pathname = usePathname();
  const { status } = useEnrolment();
  const inCart = useAppSelector((state) => selectIsInCart(state, product.id));
  const cartCount = useAppSelector(selectCartCount);
  const [asking, setAsking] = useState(false);
  const cartLink = useRef<HTMLAnchorElement>(null);
  const addedAt = useRef(-Infinity);

  // A creator has their own course already; buying it would pay the shop's commission on money
  // they pay themselves (issue 36).
  if (status === "enrolled" || status === "creator") {
    return (
      <Link href={`/library/${product.id}`} className={primary}>
        Go to course
      </Link>
    );
  }

  const checking = status === "checking";

  if (product.free) {
    if (status === "visitor") {
      return (
        <Link href={`/login?next=${encodeURIComponent(pathname)}`} className={primary}>
          Enrol for free
        </Link>
      );
    }
    return (
      <>
        <button type="button" className={primary} disabled={checking || asking} aria-busy={checking} aria-expanded={asking} onClick={() => setAsking(true)}>
          Enrol for free
        </button>
        {asking ? (
          <Suspense fallback={null}>
            <FreeEnrolConsent product={product} onClose={() => setAsking(false)} />
          </Suspense>
        ) : null}
      </>
    );
  }

  if (inCart) {
    return (
      <Link
        ref={cartLink}
        href="/cart"
        className={secondary}
        onClick={(event) => {
          // A double click on "Add to cart" lands its second click on this link, which took the
          // button's place under the pointer: that click is not a wish to leave. Keys click with
          // detail 0 and a later single click with 1, so both still go to the cart.
          if (event.detail > 1 && performance.now() - addedAt.current < DOUBLE_CLICK_MS) event.preventDefault();
        }}
      >
        In your cart
      </Link>
    );
  }

  const add = () => {
    if (cartCount >= MAX_CART_ITEMS) {
      toast.error(`Your cart holds at most ${MAX_CART_ITEMS} items. Check out or remove some first.`);
      return;
    }
    addedAt.current = performance.now();
    dispatch(
      itemAdded({
        productId: product.id,
        title: product.title,
        type: product.type,
        price: product.price,
        free: product.free,
        previewImgSmall: product.previewImgSmall,
      }),
    );
    // "In your cart" is the answer to the tap. After that paint it takes over the button's focus
    // (a keyboard or screen-reader user stays where they were, not at the top of the page) and
    // the toast, whose library loads with the first one, follows: focusing forces a style and
    // layout pass the answer need not wait for.
    afterNextPaint(() => {
      cartLink.current?.focus();
      toast.success("Added to your cart.");
    });
  };

  return (
    <button type="button" className={primary} disabled={checking} aria-busy={checking} onClick={add}>
      Add to cart
    </button>
  );
}
