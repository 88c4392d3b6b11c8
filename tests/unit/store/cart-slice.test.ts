import { makeStore } from "@/store";
import { cartCleared, cartReplaced, itemAdded, itemRemoved, selectCartCount, selectCartItems, selectIsInCart } from "@/store/cart-slice";
import { aCartItem } from "@/tests/factories/user";

describe("cart slice", () => {
  it("is empty at first", () => {
    expect(selectCartItems(makeStore().getState())).toEqual([]);
  });

  it("is replaced as a whole, dropping what was there", () => {
    const store = makeStore({ cart: { items: [aCartItem({ productId: "old" })] } });
    store.dispatch(cartReplaced([aCartItem({ productId: "a" }), aCartItem({ productId: "b" })]));
    expect(selectCartItems(store.getState()).map((item) => item.productId)).toEqual(["a", "b"]);
  });

  it("adds a product only once, since a course is bought once", () => {
    const store = makeStore();
    store.dispatch(itemAdded(aCartItem({ productId: "a" })));
    store.dispatch(itemAdded(aCartItem({ productId: "a", price: 1 })));
    expect(selectCartCount(store.getState())).toBe(1);
    expect(selectCartItems(store.getState())[0]?.price).toBe(9.99);
    expect(selectIsInCart(store.getState(), "a")).toBe(true);
    expect(selectIsInCart(store.getState(), "b")).toBe(false);
  });

  it("removes one product and clears all", () => {
    const store = makeStore({ cart: { items: [aCartItem({ productId: "a" }), aCartItem({ productId: "b" })] } });
    store.dispatch(itemRemoved("a"));
    expect(selectCartItems(store.getState()).map((item) => item.productId)).toEqual(["b"]);
    store.dispatch(cartCleared());
    expect(selectCartCount(store.getState())).toBe(0);
  });
});
