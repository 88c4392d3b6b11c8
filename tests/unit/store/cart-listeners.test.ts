import type { UnknownAction } from "@reduxjs/toolkit";
import { waitFor } from "@testing-library/react";
import { toast } from "@/components/ui/toast";
import { ownedProductIds } from "@/lib/db/relations";
import { updateCart } from "@/lib/db/users";
import type { CartItem } from "@/lib/types/cart";
import { aCartItem, aSession, aUserRecord } from "@/tests/factories/user";
import { makeStore, type AppStore } from "@/store";
import { startCartSync } from "@/store/cart-listeners";
import { cartReplaced, itemAdded, itemRemoved } from "@/store/cart-slice";
import { recordLoaded, signedIn, signedOut } from "@/store/user-slice";

vi.mock("@/lib/db/relations", () => ({ ownedProductIds: vi.fn() }));
vi.mock("@/lib/db/users", () => ({ updateCart: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const STORAGE_KEY = "verdant-cart";
const a = aCartItem({ productId: "a", title: "A" });
const b = aCartItem({ productId: "b", title: "B" });
const c = aCartItem({ productId: "c", title: "C" });
const solar = aCartItem({ productId: "prod_solar", title: "Solar and Wind Grid Integration" });
const climate = aCartItem({ productId: "prod_climate", title: "Climate Adaptation for Cities" });
const ghg = aCartItem({ productId: "prod_ghg", title: "GHG Protocol Scopes 1–3 Workbook" });
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
const ids = (items: CartItem[]) => items.map((item) => item.productId);

// users/{uid}.cart as Firestore holds it: updateCart applies its change to what is there now.
let recordCart: CartItem[] = [];
// While set, a save commits at once but its answer reaches the tab only when this settles.
let slowAnswer: Promise<void> | null = null;

/** Makes the saves started from now on slow to answer; call the result to let them answer. */
function holdAnswers() {
  let release = () => {};
  slowAnswer = new Promise((resolve) => (release = resolve));
  return release;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
  recordCart = [];
  slowAnswer = null;
  vi.mocked(ownedProductIds).mockResolvedValue([]);
  vi.mocked(updateCart).mockImplementation(async (_uid, change) => {
    const answer = slowAnswer;
    recordCart = change(recordCart);
    const committed = recordCart;
    await answer;
    return committed;
  });
});

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

/** A tab of the same browser: its own store and listeners, the browser's localStorage. */
function openTab(store: AppStore = makeStore()) {
  stops.push(startCartSync(store));
  return store;
}

async function signInTab(cart: CartItem[]) {
  const store = openTab();
  store.dispatch(signedIn(aSession()));
  store.dispatch(recordLoaded(aUserRecord({ cart })));
  await waitFor(() => expect(store.getState().cart.items).toEqual(cart));
  return store;
}

describe("the cart across reloads and sign-ins", () => {
  it("restores a visitor's cart from this browser and keeps every change there", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([a]));
    const store = openTab();
    expect(store.getState().cart.items).toEqual([a]);
    store.dispatch(signedOut());
    store.dispatch(itemAdded(b));
    expect(stored()).toEqual([a, b]);
    store.dispatch(itemRemoved("a"));
    expect(stored()).toEqual([b]);
    expect(updateCart).not.toHaveBeenCalled();
  });

  it("keeps the stored cart when the tab is opened twice (React's development double run of effects)", () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([a, b]));
    const store = openTab();
    stops.pop()?.();
    openTab(store);
    expect(store.getState().cart.items).toEqual([a, b]);
    expect(stored()).toEqual([a, b]);
  });

  it("stores and reads nothing from a store whose cart listeners never started (the server's render)", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([a]));
    const store = makeStore();
    store.dispatch(signedOut());
    store.dispatch(itemAdded(b));
    store.dispatch(signedIn(aSession()));
    store.dispatch(recordLoaded(aUserRecord({ cart: [c] })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored()).toEqual([a]);
    expect(store.getState().cart.items).toEqual([b]);
    expect(ownedProductIds).not.toHaveBeenCalled();
    expect(updateCart).not.toHaveBeenCalled();
  });

  it("merges the visitor's cart into the account at sign-in, without duplicates or owned products", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([a, b, c]));
    recordCart = [a];
    vi.mocked(ownedProductIds).mockResolvedValue(["c"]);
    const store = openTab();
    store.dispatch(signedIn(aSession()));
    store.dispatch(recordLoaded(aUserRecord({ cart: [a] })));
    await waitFor(() => expect(store.getState().cart.items).toEqual([a, b]));
    expect(updateCart).toHaveBeenCalledWith("uid-ada", expect.any(Function));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(recordCart).toEqual([a, b]);
    expect(ownedProductIds).toHaveBeenCalledWith("uid-ada", ["a", "a", "b", "c"]);
    // The owned course left the cart with a word, not silently.
    expect(toast.success).toHaveBeenCalledWith("Already in your library, so removed from your cart: “C”.");
  });

  it("merges at once when the session came before the cart listeners started", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([b]));
    recordCart = [a];
    const store = makeStore();
    store.dispatch(signedIn(aSession()));
    store.dispatch(recordLoaded(aUserRecord({ cart: [a] })));
    openTab(store);
    await waitFor(() => expect(recordCart).toEqual([a, b]));
    expect(store.getState().cart.items).toEqual([a, b]);
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull());
  });

  it("stops saving once its listeners are stopped", async () => {
    recordCart = [a];
    const store = await signInTab([a]);
    stops.pop()?.();
    store.dispatch(itemAdded(b));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(updateCart).not.toHaveBeenCalled();
  });

  it("saves each later change of a signed-in user's cart to the record", async () => {
    recordCart = [a];
    const store = await signInTab([a]);
    expect(ownedProductIds).toHaveBeenCalled();
    expect(updateCart).not.toHaveBeenCalled();
    store.dispatch(itemAdded(b));
    await waitFor(() => expect(recordCart).toEqual([a, b]));
    expect(updateCart).toHaveBeenCalledWith("uid-ada", expect.any(Function));
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("starts an empty visitor cart at sign-out; the account keeps its own", async () => {
    recordCart = [a];
    const store = await signInTab([a]);
    store.dispatch(signedOut());
    expect(store.getState().cart.items).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(updateCart).not.toHaveBeenCalled();
    expect(recordCart).toEqual([a]);
  });

  it("sends a change whose save failed again with the next one", async () => {
    recordCart = [a];
    const store = await signInTab([a]);
    vi.mocked(updateCart).mockRejectedValueOnce(new Error("offline"));
    store.dispatch(itemAdded(b));
    await waitFor(() => expect(updateCart).toHaveBeenCalledTimes(1));
    expect(recordCart).toEqual([a]);
    store.dispatch(itemAdded(c));
    await waitFor(() => expect(recordCart).toEqual([a, b, c]));
  });
});

describe("quick changes while a signed-in user's cart is being saved", () => {
  /**
   * Makes `first`, waits until its save has committed (`committed`) but not yet answered, then
   * makes `second`. Returns the first save's answer to let through.
   */
  async function changeTwiceWithinOneSave(store: ReturnType<typeof openTab>, first: UnknownAction, committed: CartItem[], second: UnknownAction) {
    const release = holdAnswers();
    store.dispatch(first);
    await waitFor(() => expect(recordCart).toEqual(committed));
    store.dispatch(second);
    return release;
  }

  it("an item added and removed again before the first save answers stays removed", async () => {
    recordCart = [a];
    const store = await signInTab([a]);
    const release = await changeTwiceWithinOneSave(store, itemAdded(b), [a, b], itemRemoved("b"));
    release();
    await waitFor(() => expect(updateCart).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(recordCart).toEqual([a]));
    expect(store.getState().cart.items).toEqual([a]);
  });

  it("an item removed and added back before the first save answers stays in the cart", async () => {
    recordCart = [a, b];
    const store = await signInTab([a, b]);
    const release = await changeTwiceWithinOneSave(store, itemRemoved("b"), [a], itemAdded(b));
    release();
    await waitFor(() => expect(updateCart).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(ids(recordCart)).toEqual(["a", "b"]));
    expect(ids(store.getState().cart.items)).toEqual(["a", "b"]);
  });

  it("saves one change at a time, in the order they were made", async () => {
    recordCart = [a];
    const store = await signInTab([a]);
    const release = await changeTwiceWithinOneSave(store, itemAdded(b), [a, b], itemAdded(c));
    // The second change waits for the first save's answer instead of racing it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(updateCart).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(recordCart).toEqual([a, b, c]));
    expect(store.getState().cart.items).toEqual([a, b, c]);
  });
});

describe("a cart open in two tabs", () => {
  it("a tab whose save answered after the other tab's news shows the record, and so does the other", async () => {
    recordCart = [solar];
    const cartPage = await signInTab([solar]);
    const productPage = await signInTab([solar]);
    const release = holdAnswers();
    cartPage.dispatch(itemAdded(climate));
    await waitFor(() => expect(recordCart).toEqual([solar, climate]));

    // The other tab saves after it, and hears back first.
    slowAnswer = null;
    productPage.dispatch(itemAdded(ghg));
    await waitFor(() => expect(productPage.getState().cart.items).toEqual([solar, climate, ghg]));
    expect(recordCart).toEqual([solar, climate, ghg]);

    release();
    await waitFor(() => expect(cartPage.getState().cart.items).toEqual([solar, climate, ghg]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(productPage.getState().cart.items).toEqual([solar, climate, ghg]);
    expect(recordCart).toEqual([solar, climate, ghg]);
  });

  it("a visitor's removal in one tab and addition in the other both last", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([solar, climate]));
    const cartPage = openTab();
    const productPage = openTab();
    cartPage.dispatch(signedOut());
    productPage.dispatch(signedOut());

    cartPage.dispatch(itemRemoved(solar.productId));
    expect(stored()).toEqual([climate]);
    await waitFor(() => expect(productPage.getState().cart.items).toEqual([climate]));

    productPage.dispatch(itemAdded(ghg));
    expect(stored()).toEqual([climate, ghg]);
    await waitFor(() => expect(cartPage.getState().cart.items).toEqual([climate, ghg]));

    cartPage.dispatch(itemRemoved(climate.productId));
    expect(stored()).toEqual([ghg]);
    await waitFor(() => expect(productPage.getState().cart.items).toEqual([ghg]));
  });

  it("applies a visitor's change to the cart as stored, even by a tab that has not heard of the other's", () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([solar, climate]));
    const productPage = openTab();
    productPage.dispatch(signedOut());
    // Another tab removed Solar; this one still shows it.
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([climate]));

    productPage.dispatch(itemAdded(ghg));
    expect(stored()).toEqual([climate, ghg]);
    expect(productPage.getState().cart.items).toEqual([climate, ghg]);
  });

  it("a signed-in user's removal in one tab and addition in the other both reach the record", async () => {
    recordCart = [solar, climate];
    const cartPage = await signInTab([solar, climate]);
    const productPage = await signInTab([solar, climate]);

    cartPage.dispatch(itemRemoved(solar.productId));
    await waitFor(() => expect(recordCart).toEqual([climate]));
    await waitFor(() => expect(productPage.getState().cart.items).toEqual([climate]));

    productPage.dispatch(itemAdded(ghg));
    await waitFor(() => expect(recordCart).toEqual([climate, ghg]));
    await waitFor(() => expect(cartPage.getState().cart.items).toEqual([climate, ghg]));

    cartPage.dispatch(itemRemoved(climate.productId));
    await waitFor(() => expect(recordCart).toEqual([ghg]));
    await waitFor(() => expect(productPage.getState().cart.items).toEqual([ghg]));
  });

  it("applies a signed-in user's change to the record's cart as stored now, not to the tab's old copy", async () => {
    recordCart = [solar, climate];
    const productPage = await signInTab([solar, climate]);
    // Saved from somewhere this tab did not hear from (another device, a closed tab).
    recordCart = [climate];

    productPage.dispatch(itemAdded(ghg));
    await waitFor(() => expect(productPage.getState().cart.items).toEqual([climate, ghg]));
    expect(recordCart).toEqual([climate, ghg]);
  });

  it("keeps a refreshed price when another tab changed the cart meanwhile", async () => {
    recordCart = [solar, climate];
    const cartPage = await signInTab([solar, climate]);
    recordCart = [solar, climate, ghg];

    cartPage.dispatch(cartReplaced([{ ...solar, price: 39.99 }, climate]));
    await waitFor(() => expect(ids(cartPage.getState().cart.items)).toEqual(["prod_solar", "prod_climate", "prod_ghg"]));
    expect(recordCart).toEqual([{ ...solar, price: 39.99 }, climate, ghg]);
  });

  it("does not take news of another account's cart", async () => {
    recordCart = [solar];
    const tab = await signInTab([solar]);
    const other = new BroadcastChannel("verdant-cart");
    other.postMessage({ uid: "uid-someone-else", items: [ghg], at: Date.now() });
    other.postMessage({ uid: null, items: [climate], at: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    other.close();
    expect(tab.getState().cart.items).toEqual([solar]);
  });
});
