import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { StoreProvider } from "@/components/layout/store-provider";
import { aCartItem } from "@/tests/factories/user";
import { useAppSelector } from "@/store/hooks";
import { selectCartItems } from "@/store/cart-slice";

vi.mock("@/lib/db/relations", () => ({ ownedProductIds: vi.fn() }));
vi.mock("@/lib/db/users", () => ({ updateCart: vi.fn() }));

function CartTitles() {
  return <p>{useAppSelector(selectCartItems).map((item) => item.title).join(", ") || "empty"}</p>;
}

describe("the app's store", () => {
  it("shows the cart this browser kept after hydration, also through React's development double run of effects", async () => {
    const kept = [aCartItem({ productId: "a", title: "Solar Basics" }), aCartItem({ productId: "b", title: "Wind Basics" })];
    window.localStorage.setItem("verdant-cart", JSON.stringify(kept));
    const { unmount } = render(
      <StrictMode>
        <StoreProvider>
          <CartTitles />
        </StoreProvider>
      </StrictMode>,
    );
    // The server's HTML has an empty cart: the first render must match it.
    expect(screen.getByText("empty")).toBeInTheDocument();
    expect(await screen.findByText("Solar Basics, Wind Basics")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("verdant-cart") ?? "[]")).toEqual(kept);
    unmount();
  });
});
