"use client";

import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { clearLocalCart, readLocalCart, writeLocalCart } from "@/lib/cart/local-cart";
import { applyCartChange, mergeCarts, sameCart } from "@/lib/cart/merge";
import type { CartItem } from "@/lib/types/cart";
import { useAppDispatch, useAppSelector, useAppStore } from "@/store/hooks";
import { cartReplaced, selectCartItems } from "@/store/cart-slice";
import { selectAuthResolved, selectSession, selectUserRecord } from "@/store/user-slice";

/** What a tab tells the others after storing a cart: whose it is (null: the visitor's), and when. */
type CartNews = { uid: string | null; items: CartItem[]; at: number };

/**
 * Keeps the cart where it belongs: a visitor's in this browser (localStorage), a signed-in
 * user's in users/{uid}.cart. At sign-in both are merged into the record; at sign-out the tab
 * starts an empty visitor cart. A change is applied to the cart as stored now, not to this tab's
 * copy, and the other tabs are sent the result, so two tabs never undo each other's changes.
 */
export function CartSync() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const authResolved = useAppSelector(selectAuthResolved);
  const session = useAppSelector(selectSession);
  const record = useAppSelector(selectUserRecord);
  const items = useAppSelector(selectCartItems);
  // Whose record the Redux cart mirrors (null: the visitor cart).
  const syncedUid = useRef<string | null>(null);
  // The cart as last known stored: a change is what differs from it. It moves on when a save
  // succeeds or another tab's news comes, so a change whose save failed goes again with the next.
  const saved = useRef(items);
  // The running save of a signed-in user's changes (null: none). Saves run one at a time, each
  // from what the previous one stored, so a quick add-and-remove can never land out of order.
  const flushing = useRef<Promise<boolean> | null>(null);
  // A change waits to be sent: the running save (or the one starting) sends it before it ends.
  const changePending = useRef(false);
  // Another tab's news came while a save ran: which of the two committed last is unknown, so
  // the save ends by reading the record instead of showing its own result.
  const heardWhileSaving = useRef(false);
  const channel = useRef<BroadcastChannel | null>(null);
  // When the newest cart this tab stored or adopted was stored: older news is stale.
  const heard = useRef(0);

  const adopt = useCallback(
    (cart: CartItem[]) => {
      saved.current = cart;
      dispatch(cartReplaced(cart));
    },
    [dispatch],
  );
  const announce = useCallback((uid: string | null, cart: CartItem[]) => {
    heard.current = Date.now();
    channel.current?.postMessage({ uid, items: cart, at: heard.current } satisfies CartNews);
  }, []);
  /**
   * Saves the tab's cart, as its change since `saved`, to the record's cart as stored now, then
   * shows and announces the result. Resolves false (and says so) when a save failed; the change
   * then stays unsaved and goes again with the next.
   */
  const flush = useCallback(
    (uid: string): Promise<boolean> => {
      changePending.current = true;
      flushing.current ??= (async () => {
        const { updateCart } = await import("@/lib/db/users");
        let stored: CartItem[] | null = null;
        while (syncedUid.current === uid && (changePending.current || heardWhileSaving.current)) {
          const heard = heardWhileSaving.current;
          changePending.current = heardWhileSaving.current = false;
          const before = saved.current;
          const after = store.getState().cart.items;
          if (after === before && !heard) continue;
          // Without a change of this tab's, this reads the record as it is now.
          stored = await updateCart(uid, (latest) => applyCartChange(latest, before, after));
          saved.current = after;
        }
        if (stored && syncedUid.current === uid) {
          announce(uid, stored);
          adopt(stored);
        }
        return true;
      })()
        .catch(() => {
          toast.error("Your cart could not be saved to your account.");
          return false;
        })
        .finally(() => {
          flushing.current = null;
        });
      return flushing.current;
    },
    [adopt, announce, store],
  );

  useEffect(() => {
    // Also skips a render's cart that is no longer the store's (React's development double run).
    if (items === saved.current || items !== store.getState().cart.items) return;
    const uid = syncedUid.current;
    if (uid) {
      void flush(uid);
      return;
    }
    const stored = applyCartChange(readLocalCart(), saved.current, items);
    if (!writeLocalCart(stored)) return;
    announce(null, stored);
    // Unless another tab's change came along, this tab shows the stored cart already: no second
    // render in the tap that made the change.
    if (sameCart(stored, items)) saved.current = items;
    else adopt(stored);
  }, [items, store, adopt, announce, flush]);

  useEffect(() => {
    adopt(readLocalCart());
    const tabs = new BroadcastChannel("verdant-cart");
    tabs.onmessage = ({ data }: MessageEvent<CartNews>) => {
      if (data.uid !== syncedUid.current || data.at < heard.current) return;
      if (flushing.current) {
        heardWhileSaving.current = true;
        return;
      }
      heard.current = data.at;
      adopt(data.items);
    };
    channel.current = tabs;
    return () => tabs.close();
  }, [adopt]);

  useEffect(() => {
    if (!authResolved) return;
    if (syncedUid.current !== null && syncedUid.current !== session?.uid) {
      // Signed out (or another account signed in): the previous account's cart stays with it.
      syncedUid.current = null;
      clearLocalCart();
      adopt([]);
    }
    if (!session) return;
    // The record arrives after the session; until then changes stay in localStorage.
    if (!record || record.uid !== session.uid || syncedUid.current === session.uid) return;
    const uid = session.uid;
    let active = true;
    (async () => {
      const { ownedProductIds } = await import("@/lib/db/relations");
      const visitorCart = readLocalCart();
      // Asked by id: a buyer with hundreds of courses has each cart item checked, not the first 50.
      const owned = await ownedProductIds(uid, [...record.cart, ...visitorCart].map((item) => item.productId));
      if (!active) return;
      const merged = mergeCarts(record.cart, visitorCart, owned);
      syncedUid.current = uid;
      adopt(merged);
      if (!sameCart(merged, record.cart)) {
        // The merge is this tab's change to the record's cart, saved like any other: applied to
        // the cart as stored now (another tab may have merged or changed it since).
        saved.current = record.cart;
        // The visitor cart stays in localStorage until the merge is saved: the next sign-in merges it.
        if (!(await flush(uid))) return;
      }
      clearLocalCart();
    })().catch(() => {
      // The visitor cart stays in localStorage, so nothing is lost; the next sign-in merges it.
      if (active) toast.error("Your cart could not be loaded from your account.");
    });
    return () => {
      active = false;
    };
  }, [authResolved, session, record, adopt, flush]);

  return null;
}
