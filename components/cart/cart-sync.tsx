"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { clearLocalCart, readLocalCart, writeLocalCart } from "@/lib/cart/local-cart";
import { mergeCarts, sameCart } from "@/lib/cart/merge";
import type { CartItem } from "@/lib/types/cart";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { cartReplaced, selectCartItems } from "@/store/cart-slice";
import { selectAuthResolved, selectSession, selectUserRecord } from "@/store/user-slice";

/**
 * Keeps the cart where it belongs: a visitor's in this browser (localStorage), a signed-in
 * user's in users/{uid}.cart. At sign-in both are merged into the record; at sign-out the tab
 * starts an empty visitor cart.
 */
export function CartSync() {
  const dispatch = useAppDispatch();
  const authResolved = useAppSelector(selectAuthResolved);
  const session = useAppSelector(selectSession);
  const record = useAppSelector(selectUserRecord);
  const items = useAppSelector(selectCartItems);
  // Whose record the Redux cart mirrors (null: the visitor cart), and what it last saved.
  const syncedUid = useRef<string | null>(null);
  const saved = useRef<CartItem[]>([]);
  // The first render's empty cart is not the visitor's: it must not overwrite the stored one.
  const restored = useRef(false);

  useEffect(() => {
    dispatch(cartReplaced(readLocalCart()));
  }, [dispatch]);

  useEffect(() => {
    if (!authResolved) return;
    if (syncedUid.current !== null && syncedUid.current !== session?.uid) {
      // Signed out (or another account signed in): the previous account's cart stays with it.
      syncedUid.current = null;
      clearLocalCart();
      dispatch(cartReplaced([]));
    }
    if (!session) return;
    // The record arrives after the session; until then changes stay in localStorage.
    if (!record || record.uid !== session.uid || syncedUid.current === session.uid) return;
    const uid = session.uid;
    let active = true;
    (async () => {
      const [{ listRelations }, { saveCart }] = await Promise.all([import("@/lib/db/relations"), import("@/lib/db/users")]);
      const owned = (await listRelations(uid)).map((relation) => relation.productId);
      if (!active) return;
      const merged = mergeCarts(record.cart, readLocalCart(), owned);
      syncedUid.current = uid;
      saved.current = merged;
      dispatch(cartReplaced(merged));
      if (!sameCart(merged, record.cart)) await saveCart(uid, merged);
      clearLocalCart();
    })().catch(() => {
      // The visitor cart stays in localStorage, so nothing is lost; the next sign-in merges it.
      if (active) toast.error("Your cart could not be loaded from your account.");
    });
    return () => {
      active = false;
    };
  }, [authResolved, session, record, dispatch]);

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      return;
    }
    const uid = syncedUid.current;
    if (!uid || uid !== session?.uid) {
      writeLocalCart(items);
      return;
    }
    if (sameCart(items, saved.current)) return;
    saved.current = items;
    import("@/lib/db/users")
      .then(({ saveCart }) => saveCart(uid, items))
      .catch(() => toast.error("Your cart could not be saved to your account."));
  }, [items, session]);

  return null;
}
