import { screen, within } from "@testing-library/react";
import { CartView } from "@/components/cart/cart-view";
import { CheckoutError, startCheckout } from "@/lib/cart/checkout";
import { aCartItem, aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/cart/checkout", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/cart/checkout")>()), startCheckout: vi.fn() }));

const soil = aCartItem({ productId: "prod_soil", title: "Soil Health", price: 24.99, previewImgSmall: "/soil.svg" });
const ghg = aCartItem({ productId: "prod_ghg", title: "GHG Workbook", type: "documents", price: 12.5 });
const visitor = (items = [soil, ghg]) => ({ user: { authResolved: true, session: null, record: null, isCreator: false }, cart: { items } });
const member = (items = [soil, ghg]) => ({ ...signedInAs(aSession()), cart: { items } });

describe("the cart page", () => {
  it("shows a loading state until the sign-in state is known", () => {
    renderWithProviders(<CartView />, { preloadedState: { cart: { items: [soil] } } });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your cart…");
    expect(screen.queryByText("Soil Health")).not.toBeInTheDocument();
  });

  it("shows an empty cart with a way to the courses", () => {
    renderWithProviders(<CartView />, { preloadedState: visitor([]) });
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
  });

  it("lists each item with its type and price, and the total", () => {
    renderWithProviders(<CartView />, { preloadedState: visitor() });
    const items = within(screen.getByRole("list", { name: "Items in your cart" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Soil Health");
    expect(items[0]).toHaveTextContent("Video course");
    expect(items[0]).toHaveTextContent("€24.99");
    expect(items[1]).toHaveTextContent("Document");
    expect(screen.getByText("Total").parentElement).toHaveTextContent("€37.49");
  });

  it("removes an item and updates the total", async () => {
    const { user, store } = renderWithProviders(<CartView />, { preloadedState: visitor() });
    await user.click(screen.getByRole("button", { name: "Remove Soil Health from your cart" }));
    expect(store.getState().cart.items).toEqual([ghg]);
    expect(screen.getByText("Total").parentElement).toHaveTextContent("€12.50");
  });

  it("asks a visitor to sign in to check out, and comes back to the cart", () => {
    renderWithProviders(<CartView />, { preloadedState: visitor() });
    expect(screen.getByRole("link", { name: "Sign in to check out" })).toHaveAttribute("href", "/login?next=/cart");
    expect(screen.queryByRole("button", { name: "Checkout" })).not.toBeInTheDocument();
  });

  it("checks out a signed-in user's product ids, never their prices", async () => {
    vi.mocked(startCheckout).mockReturnValue(new Promise(() => {}));
    const { user } = renderWithProviders(<CartView />, { preloadedState: member() });
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(startCheckout).toHaveBeenCalledWith(["prod_soil", "prod_ghg"]);
    expect(screen.getByRole("button", { name: "Starting checkout…" })).toBeDisabled();
  });

  it("shows why a checkout failed and keeps the cart", async () => {
    vi.mocked(startCheckout).mockRejectedValue(new CheckoutError("checkout/already-owned", "You already own “Soil Health”."));
    const { user, store } = renderWithProviders(<CartView />, { preloadedState: member() });
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already own “Soil Health”.");
    expect(store.getState().cart.items).toEqual([soil, ghg]);
    expect(screen.getByRole("button", { name: "Checkout" })).toBeEnabled();
  });
});
