import { act, waitFor } from "@testing-library/react";
import { CartSync } from "@/components/cart/cart-sync";
import { listRelations, type Relation } from "@/lib/db/relations";
import { saveCart } from "@/lib/db/users";
import { aCartItem, aSession, aUserRecord } from "@/tests/factories/user";
import { itemAdded, itemRemoved } from "@/store/cart-slice";
import { recordLoaded, signedIn, signedOut } from "@/store/user-slice";
import { renderWithProviders } from "../render";

vi.mock("@/lib/db/relations", () => ({ listRelations: vi.fn() }));
vi.mock("@/lib/db/users", () => ({ saveCart: vi.fn() }));

const STORAGE_KEY = "verdant-cart";
const a = aCartItem({ productId: "a", title: "A" });
const b = aCartItem({ productId: "b", title: "B" });
const c = aCartItem({ productId: "c", title: "C" });
const owned = (productId: string): Relation => ({ uid: "uid-ada", productId, source: "purchase", orderId: "order_x", createdOn: "2025-01-01T00:00:00.000Z" });
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;

beforeEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
  vi.mocked(listRelations).mockResolvedValue([]);
  vi.mocked(saveCart).mockResolvedValue();
});

describe("the cart across reloads and sign-ins", () => {
  it("restores a visitor's cart from this browser and keeps every change there", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([a]));
    const { store } = renderWithProviders(<CartSync />);
    expect(store.getState().cart.items).toEqual([a]);
    act(() => {
      store.dispatch(signedOut());
      store.dispatch(itemAdded(b));
    });
    expect(stored()).toEqual([a, b]);
    act(() => {
      store.dispatch(itemRemoved("a"));
    });
    expect(stored()).toEqual([b]);
    expect(saveCart).not.toHaveBeenCalled();
  });

  it("merges the visitor's cart into the account at sign-in, without duplicates or owned products", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([a, b, c]));
    vi.mocked(listRelations).mockResolvedValue([owned("c")]);
    const { store } = renderWithProviders(<CartSync />);
    act(() => {
      store.dispatch(signedIn(aSession()));
      store.dispatch(recordLoaded(aUserRecord({ cart: [a] })));
    });
    await waitFor(() => expect(store.getState().cart.items).toEqual([a, b]));
    expect(saveCart).toHaveBeenCalledWith("uid-ada", [a, b]);
    expect(listRelations).toHaveBeenCalledWith("uid-ada");
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("saves each later change of a signed-in user's cart to the record", async () => {
    const { store } = renderWithProviders(<CartSync />);
    act(() => {
      store.dispatch(signedIn(aSession()));
      store.dispatch(recordLoaded(aUserRecord({ cart: [a] })));
    });
    await waitFor(() => expect(listRelations).toHaveBeenCalled());
    await waitFor(() => expect(store.getState().cart.items).toEqual([a]));
    expect(saveCart).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(itemAdded(b));
    });
    await waitFor(() => expect(saveCart).toHaveBeenCalledWith("uid-ada", [a, b]));
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("starts an empty visitor cart at sign-out; the account keeps its own", async () => {
    const { store } = renderWithProviders(<CartSync />);
    act(() => {
      store.dispatch(signedIn(aSession()));
      store.dispatch(recordLoaded(aUserRecord({ cart: [a] })));
    });
    await waitFor(() => expect(store.getState().cart.items).toEqual([a]));
    act(() => {
      store.dispatch(signedOut());
    });
    expect(store.getState().cart.items).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(saveCart).not.toHaveBeenCalledWith("uid-ada", []);
  });
});
