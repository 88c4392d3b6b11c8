import { sanitizeCart, type CartItem } from "@/lib/types/cart";

// A visitor's cart lives in this browser only; it moves into the account at sign-in.
const STORAGE_KEY = "verdant-cart";

/** The stored visitor cart; empty when there is none, it is unreadable, or storage is blocked. */
export function readLocalCart(): CartItem[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? sanitizeCart(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** False when the browser refused to store it. */
export function writeLocalCart(items: CartItem[]): boolean {
  try {
    if (items.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
    else window.localStorage.removeItem(STORAGE_KEY);
    return true;
  } catch {
    // Private modes and full storage refuse writes: the cart then lasts as long as the tab.
    return false;
  }
}

export const clearLocalCart = () => writeLocalCart([]);
