import { makeStore } from "@/store";
import { productClosed, productOpened, selectProductId } from "@/store/product-slice";

describe("product slice", () => {
  it("holds the current product id, empty by default", () => {
    const store = makeStore();
    expect(selectProductId(store.getState())).toBe("");
    store.dispatch(productOpened("prod_abcdefghijklm"));
    expect(selectProductId(store.getState())).toBe("prod_abcdefghijklm");
    store.dispatch(productClosed());
    expect(selectProductId(store.getState())).toBe("");
  });
});
