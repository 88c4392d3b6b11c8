import { addListener, createAction, type ListenerEffectAPI } from "@reduxjs/toolkit";
import { toast } from "@/components/ui/toast";
import { clearLocalCart, readLocalCart, writeLocalCart } from "@/lib/cart/local-cart";
import { applyCartChange, mergeCarts, mergeNotice, sameCart } from "@/lib/cart/merge";
import type { CartItem } from "@/lib/types/cart";
import { cartReplaced } from "./cart-slice";
import type { AppDispatch, AppStore, RootState } from "./index";

/** The tab's cart listeners started: the cart is read from this browser and the other tabs are listened to. */
export const tabOpened = createAction("tab/opened");

const addAppListener = addListener.withTypes<RootState, AppDispatch>();
type Api = Pick<ListenerEffectAPI<RootState, AppDispatch>, "getState" | "dispatch">;

/** What a tab tells the others after storing a cart: whose it is (null: the visitor's), and when. */
type CartNews = { uid: string | null; items: CartItem[]; at: number };

const CHANNEL = "verdant-cart";

/**
 * Keeps the cart where it belongs: a visitor's in this browser (localStorage), a signed-in
 * user's in users/{uid}.cart. At sign-in both are merged into the record; at sign-out the tab
 * starts an empty visitor cart. A change is applied to the cart as stored now, not to this tab's
 * copy, and the other tabs are sent the result, so two tabs never undo each other's changes.
 *
 * Adds these listeners to the tab's store (to the listener middleware makeStore gave it) and
 * opens the tab. StoreProvider does it after hydration, so the server's HTML and the first render
 * agree (both show an empty cart), and this module stays out of the first download. What the
 * listeners know about the stored cart is this tab's own. Returns what stops them.
 */
export function startCartSync(store: AppStore): () => void {
  // Whose record the Redux cart mirrors (null: the visitor cart).
  let syncedUid: string | null = null;
  // The cart as last known stored: a change is what differs from it. It moves on when a save
  // succeeds or another tab's news comes, so a change whose save failed goes again with the next.
  let saved: CartItem[] = [];
  // The running save of a signed-in user's changes (null: none). Saves run one at a time, each
  // from what the previous one stored, so a quick add-and-remove can never land out of order.
  let saving: Promise<boolean> | null = null;
  // A change waits to be sent: the running save (or the one starting) sends it before it ends.
  let changePending = false;
  // Another tab's news came while a save ran: which of the two committed last is unknown, so
  // the save ends by reading the record instead of showing its own result.
  let heardWhileSaving = false;
  let channel: BroadcastChannel | null = null;
  // When the newest cart this tab stored or adopted was stored: older news is stale.
  let heard = 0;

  const adopt = (api: Api, cart: CartItem[]) => {
    saved = cart;
    api.dispatch(cartReplaced(cart));
  };
  const announce = (uid: string | null, cart: CartItem[]) => {
    heard = Date.now();
    channel?.postMessage({ uid, items: cart, at: heard } satisfies CartNews);
  };

  /**
   * Saves the tab's cart, as its change since `saved`, to the record's cart as stored now, then
   * shows and announces the result. Resolves false (and says so) when a save failed; the change
   * then stays unsaved and goes again with the next.
   */
  const save = (api: Api, uid: string): Promise<boolean> => {
    changePending = true;
    saving ??= (async () => {
      const { updateCart } = await import("@/lib/db/users");
      let stored: CartItem[] | null = null;
      while (syncedUid === uid && (changePending || heardWhileSaving)) {
        const heardOther = heardWhileSaving;
        changePending = heardWhileSaving = false;
        const before = saved;
        const after = api.getState().cart.items;
        if (after === before && !heardOther) continue;
        // Without a change of this tab's, this reads the record as it is now.
        stored = await updateCart(uid, (latest) => applyCartChange(latest, before, after));
        saved = after;
      }
      if (stored && syncedUid === uid) {
        announce(uid, stored);
        adopt(api, stored);
      }
      return true;
    })()
      .catch(() => {
        toast.error("Your cart could not be saved to your account.");
        return false;
      })
      .finally(() => {
        saving = null;
      });
    return saving;
  };

  const stops = [
    addAppListener({
      actionCreator: tabOpened,
      effect: (_action, api) => {
        channel?.close();
        adopt(api, readLocalCart());
        const tabs = new BroadcastChannel(CHANNEL);
        tabs.onmessage = ({ data }: MessageEvent<CartNews>) => {
          if (data.uid !== syncedUid || data.at < heard) return;
          if (saving) {
            heardWhileSaving = true;
            return;
          }
          heard = data.at;
          adopt(api, data.items);
        };
        channel = tabs;
      },
    }),
    addAppListener({
      predicate: (_action, state, previous) => state.cart.items !== previous.cart.items,
      effect: (_action, api) => {
        const items = api.getState().cart.items;
        if (items === saved) return;
        if (syncedUid) {
          void save(api, syncedUid);
          return;
        }
        const stored = applyCartChange(readLocalCart(), saved, items);
        if (!writeLocalCart(stored)) return;
        announce(null, stored);
        // Unless another tab's change came along, this tab shows the stored cart already.
        if (sameCart(stored, items)) saved = items;
        else adopt(api, stored);
      },
    }),
    addAppListener({
      // Also when the tab opens: the session may have come before the listeners.
      predicate: (action, { user }, { user: before }) =>
        tabOpened.match(action) || user.authResolved !== before.authResolved || user.session !== before.session || user.record !== before.record,
      effect: async (_action, api) => {
        // A newer session or record makes a merge still under way for the older one moot.
        api.cancelActiveListeners();
        const { authResolved, session, record } = api.getState().user;
        if (!authResolved) return;
        if (syncedUid !== null && syncedUid !== session?.uid) {
          // Signed out (or another account signed in): the previous account's cart stays with it.
          syncedUid = null;
          clearLocalCart();
          adopt(api, []);
        }
        if (!session) return;
        // The record arrives after the session; until then changes stay in localStorage.
        if (!record || record.uid !== session.uid || syncedUid === session.uid) return;
        const uid = session.uid;
        try {
          const { ownedProductIds } = await import("@/lib/db/relations");
          const visitorCart = readLocalCart();
          // Asked by id: a buyer with hundreds of courses has each cart item checked, not the first 50.
          const owned = await ownedProductIds(uid, [...record.cart, ...visitorCart].map((item) => item.productId));
          if (api.signal.aborted) return;
          const merged = mergeCarts(record.cart, visitorCart, owned);
          syncedUid = uid;
          adopt(api, merged);
          const notice = mergeNotice(record.cart, visitorCart, owned, merged);
          if (notice) toast.success(notice);
          if (!sameCart(merged, record.cart)) {
            // The merge is this tab's change to the record's cart, saved like any other: applied to
            // the cart as stored now (another tab may have merged or changed it since).
            saved = record.cart;
            // The visitor cart stays in localStorage until the merge is saved: the next sign-in merges it.
            if (!(await save(api, uid))) return;
          }
          clearLocalCart();
        } catch {
          // The visitor cart stays in localStorage, so nothing is lost; the next sign-in merges it.
          if (!api.signal.aborted) toast.error("Your cart could not be loaded from your account.");
        }
      },
    }),
  ].map((listener) => store.dispatch(listener));
  store.dispatch(tabOpened());

  return () => {
    for (const stop of stops) stop({ cancelActive: true });
    channel?.close();
    channel = null;
  };
}
