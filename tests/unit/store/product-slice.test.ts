import { makeStore } from "@/store";
import { productClosed, productOpened } from "@/store/product-slice";

describe("product slice", () => {
  it("holds the current product id, empty by default", () => {
    const store = makeStore();
    expect(store.getState().product.productId).toBe("");
    store.dispatch(productOpened("prod_abcdefghijklm"));
    expect(store.getState().product.productId).toBe("prod_abcdefghijklm");
    store.dispatch(productClosed());
    expect(store.getState().product.productId).toBe("");
  });
});
