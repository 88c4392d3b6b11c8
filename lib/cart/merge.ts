import type { CartItem } from "@/lib/types/cart";
import { MAX_CART_ITEMS } from "./limits";

/**
 * The cart after sign-in: the account's items, then the visitor's, each product once, without
 * products the user already owns, cut to what the rules accept.
 */
export function mergeCarts(recordCart: CartItem[], visitorCart: CartItem[], ownedIds: Iterable<string>): CartItem[] {
  const skip = new Set(ownedIds);
  const merged: CartItem[] = [];
  for (const item of [...recordCart, ...visitorCart]) {
    if (skip.has(item.productId)) continue;
    skip.add(item.productId);
    merged.push(item);
  }
  return merged.slice(0, MAX_CART_ITEMS);
}

/**
 * What the merge left out, said in words: an owned course or an item beyond the cart's limit must
 * not vanish without the buyer knowing why. `null` when nothing was left out.
 */
export function mergeNotice(recordCart: CartItem[], visitorCart: CartItem[], ownedIds: Iterable<string>, merged: CartItem[]): string | null {
  const owned = new Set(ownedIds);
  const kept = new Set(merged.map((item) => item.productId));
  const titles = (keep: (item: CartItem) => boolean) => [
    ...new Map([...recordCart, ...visitorCart].filter(keep).map((item) => [item.productId, item.title || "A product"])).values(),
  ];
  const ownedTitles = titles((item) => owned.has(item.productId));
  const overflow = titles((item) => !owned.has(item.productId) && !kept.has(item.productId));
  const parts: string[] = [];
  if (ownedTitles.length) parts.push(`Already in your library, so removed from your cart: ${ownedTitles.map((title) => `“${title}”`).join(", ")}.`);
  if (overflow.length) parts.push(`Your cart holds at most ${MAX_CART_ITEMS} items; not added: ${overflow.map((title) => `“${title}”`).join(", ")}.`);
  return parts.length ? parts.join(" ") : null;
}

/**
 * The stored cart `latest` (another tab may have changed it) with this tab's own change from
 * `before` to `after` applied: its removals, additions and edited lines, never the rest of a list
 * that may be stale. Redux keeps an unchanged line the same object, so an edited one is a new one.
 */
export function applyCartChange(latest: CartItem[], before: CartItem[], after: CartItem[]): CartItem[] {
  const was = new Map(before.map((item) => [item.productId, item]));
  const now = new Map(after.map((item) => [item.productId, item]));
  const kept = latest.flatMap((item) => {
    const mine = now.get(item.productId);
    if (!was.has(item.productId)) return [item];
    if (!mine) return [];
    return [mine === was.get(item.productId) ? item : mine];
  });
  const ids = new Set(kept.map((item) => item.productId));
  return [...kept, ...after.filter((item) => !was.has(item.productId) && !ids.has(item.productId))].slice(0, MAX_CART_ITEMS);
}

/** Same products in the same order, so an unchanged cart is not written again. */
export const sameCart = (a: CartItem[], b: CartItem[]) =>
  a.length === b.length && a.every((item, index) => item.productId === b[index]?.productId);
