import { act, screen, waitFor, within } from "@testing-library/react";
import { CartView } from "@/components/cart/cart-view";
import { startCheckout } from "@/lib/api/cart";
import { cancelOrder } from "@/lib/api/orders";
import { HttpError } from "@/lib/http/error";
import type { CartItem, CatalogueLine } from "@/lib/types/cart";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";
import { aCartItem, aSession, aUserRecord, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("@/lib/api/cart", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/api/cart")>()), startCheckout: vi.fn() }));
vi.mock("@/lib/api/orders", () => ({ cancelOrder: vi.fn() }));

const soil = aCartItem({ productId: "prod_soil", title: "Soil Health", price: 24.99, previewImgSmall: "/soil.svg" });
const ghg = aCartItem({ productId: "prod_ghg", title: "GHG Workbook", type: "documents", price: 12.5 });
const visitor = (items = [soil, ghg]) => ({ user: { authResolved: true, session: null, record: null, isCreator: false }, cart: { items } });
const member = (items = [soil, ghg]) => ({ ...signedInAs(aSession()), cart: { items } });

/** Chooses Germany and ticks the consent, as a buyer does before Checkout. */
async function agree(user: ReturnType<typeof renderWithProviders>["user"], country = "DE") {
  await user.selectOptions(await screen.findByRole("combobox", { name: "Country you live in" }), country);
  await user.click(screen.getByRole("checkbox", { name: /I expressly agree/ }));
}
const line = ({ productId, title, price, free }: CartItem): CatalogueLine => ({ id: productId, title, price, free });

/** GET /api/cart answers with `products`: what the catalogue sells now. */
function catalogue(products: CatalogueLine[]) {
  const fetch = vi.fn(async () => Response.json({ products }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Lets a refresh that was going to happen happen. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
const list = () => screen.getByRole("list", { name: "Items in your cart" });
const totalLine = () => screen.getByText("Total").parentElement;

beforeEach(() => {
  catalogue([line(soil), line(ghg)]);
  vi.mocked(startCheckout).mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const items = within(list()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Soil Health");
    expect(items[0]).toHaveTextContent("Video course");
    expect(items[0]).toHaveTextContent("€24.99");
    expect(items[1]).toHaveTextContent("Document");
    expect(totalLine()).toHaveTextContent("€37.49");
  });

  it("removes an item and updates the total", async () => {
    const { user, store } = renderWithProviders(<CartView />, { preloadedState: visitor() });
    await user.click(screen.getByRole("button", { name: "Remove Soil Health from your cart" }));
    expect(store.getState().cart.items).toEqual([ghg]);
    expect(totalLine()).toHaveTextContent("€12.50");
  });

  it("asks a visitor to sign in to check out, and comes back to the cart", () => {
    renderWithProviders(<CartView />, { preloadedState: visitor() });
    expect(screen.getByRole("link", { name: "Sign in to check out" })).toHaveAttribute("href", "/login?next=/cart");
    expect(screen.queryByRole("button", { name: "Checkout" })).not.toBeInTheDocument();
  });

  it("checks out a signed-in user's product ids, never their prices, with their country and consent", async () => {
    vi.mocked(startCheckout).mockReturnValue(new Promise(() => {}));
    const { user } = renderWithProviders(<CartView />, { preloadedState: member() });
    await agree(user);
    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    expect(vi.mocked(startCheckout).mock.calls[0]?.[0].map((item) => item.productId)).toEqual(["prod_soil", "prod_ghg"]);
    expect(vi.mocked(startCheckout).mock.calls[0]?.[1]).toEqual({ consent: CHECKOUT_CONSENT.version, country: "DE" });
    expect(screen.getByRole("button", { name: "Starting checkout…" })).toBeDisabled();
  });

  it("shows why a checkout failed and keeps the cart", async () => {
    vi.mocked(startCheckout).mockRejectedValue(new HttpError(409, "checkout/already-owned", "You already own “Soil Health”."));
    const { user, store } = renderWithProviders(<CartView />, { preloadedState: member() });
    await agree(user);
    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already own “Soil Health”.");
    expect(store.getState().cart.items).toEqual([soil, ghg]);
    expect(screen.getByRole("button", { name: "Checkout" })).toBeEnabled();
    expect(list()).not.toHaveTextContent("No longer available");
  });

  it("marks the item a checkout refused as no longer available", async () => {
    vi.mocked(startCheckout).mockRejectedValue(
      new HttpError(422, "checkout/unavailable", "No longer available: “Soil Health”. Remove it from your cart to continue.", { productIds: ["prod_soil"] }),
    );
    const { user } = renderWithProviders(<CartView />, { preloadedState: member() });
    await agree(user);
    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No longer available: “Soil Health”.");
    const [soilLine, ghgLine] = within(list()).getAllByRole("listitem");
    expect(soilLine).toHaveTextContent("No longer available");
    expect(ghgLine).not.toHaveTextContent("No longer available");
  });

  it("for a cart whose course waits for payment in another order, offers that payment and to cancel that order (issue 48)", async () => {
    const message = "Your order of “Soil Health” is still waiting for payment. Complete that payment, or cancel it to check out this cart. Nothing was charged.";
    vi.mocked(startCheckout).mockRejectedValueOnce(new HttpError(409, "checkout/open-order", message, { orderId: "order_open", url: "/checkout/local/cs_open" }));
    vi.mocked(cancelOrder).mockRejectedValueOnce(new HttpError(502, "order/provider-unavailable", "The payment service could not be reached. Nothing was charged; please try again.")).mockResolvedValueOnce({ status: "cancelled" });
    const { user } = renderWithProviders(<CartView />, { preloadedState: member() });
    await agree(user);
    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("link", { name: "Complete that payment" })).toHaveAttribute("href", "/checkout/local/cs_open");

    await user.click(screen.getByRole("button", { name: "Cancel that order" }));
    expect(await screen.findByText("The payment service could not be reached. Nothing was charged; please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel that order" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Cancel that order" })).not.toBeInTheDocument());
    expect(cancelOrder).toHaveBeenLastCalledWith("order_open");
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Checkout" })).toBeEnabled();
  });

  it("without the consent ticked or a country chosen, says so beside each field and sends nothing", async () => {
    const { user } = renderWithProviders(<CartView />, { preloadedState: member() });
    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    const consent = screen.getByRole("checkbox", { name: /I expressly agree/ });
    const country = screen.getByRole("combobox", { name: "Country you live in" });
    expect(consent).toHaveAttribute("aria-invalid", "true");
    expect(consent).toHaveAccessibleDescription(/Tick the box to agree that the course starts at once/);
    expect(country).toHaveAccessibleDescription(/Choose the country you live in/);
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it("prefills the country from the account, and shows the server's refusal beside the field it names", async () => {
    vi.mocked(startCheckout).mockRejectedValue(new HttpError(400, "checkout/country", "Choose the country you live in from the list.", { field: "country" }));
    const state = member();
    const { user } = renderWithProviders(<CartView />, { preloadedState: { ...state, user: { ...state.user, record: aUserRecord({ country: "AT" }) } } });
    expect(await screen.findByRole("combobox", { name: "Country you live in" })).toHaveValue("AT");
    await user.click(screen.getByRole("checkbox", { name: /I expressly agree/ }));
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(vi.mocked(startCheckout).mock.calls[0]?.[1]).toEqual({ consent: CHECKOUT_CONSENT.version, country: "AT" });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Country you live in" })).toHaveAccessibleDescription("Choose the country you live in from the list."));
  });
});

describe("the cart's prices, refreshed from the catalogue", () => {
  it("asks for every item in one request and shows a changed price, saying so", async () => {
    const fetch = catalogue([{ ...line(soil), price: 29.99 }, line(ghg)]);
    const { store } = renderWithProviders(<CartView />, { preloadedState: visitor() });
    expect(await screen.findByRole("status")).toHaveTextContent("The price of “Soil Health” changed from €24.99 to €29.99.");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/cart?ids=prod_soil,prod_ghg", expect.anything());
    expect(within(list()).getAllByRole("listitem")[0]).toHaveTextContent("Price changed from €24.99");
    expect(within(list()).getAllByRole("listitem")[0]).toHaveTextContent("€29.99");
    expect(totalLine()).toHaveTextContent("€42.49");
    expect(store.getState().cart.items).toEqual([{ ...soil, price: 29.99 }, ghg]);
  });

  it("takes a new title without a word, and asks only about items it has not asked about", async () => {
    const fetch = catalogue([{ ...line(ghg), title: "GHG Protocol Workbook" }]);
    const { store, user } = renderWithProviders(<CartView />, { preloadedState: visitor([ghg]) });
    await waitFor(() => expect(store.getState().cart.items[0]?.title).toBe("GHG Protocol Workbook"));
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
    await user.click(screen.getByRole("button", { name: "Remove GHG Protocol Workbook from your cart" }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("marks an item that is no longer for sale and says what to do", async () => {
    catalogue([line(ghg)]);
    renderWithProviders(<CartView />, { preloadedState: visitor() });
    expect(await screen.findByText("“Soil Health” is no longer available. Remove it to check out.")).toHaveAttribute("role", "status");
    const [soilLine, ghgLine] = within(list()).getAllByRole("listitem");
    expect(soilLine).toHaveTextContent("No longer available");
    expect(ghgLine).not.toHaveTextContent("No longer available");
    expect(totalLine()).toHaveTextContent("€12.50");
  });

  it("leaves the cart alone when the catalogue agrees, and when it cannot be reached", async () => {
    const fetch = catalogue([line(soil), line(ghg)]);
    const { store } = renderWithProviders(<CartView />, { preloadedState: visitor() });
    const before = store.getState().cart.items;
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await settle();
    expect(store.getState().cart.items).toBe(before);

    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 503 })));
    const other = renderWithProviders(<CartView />, { preloadedState: visitor([ghg]) });
    await settle();
    expect(other.store.getState().cart.items).toEqual([ghg]);
  });
});

describe("removing an item from the keyboard", () => {
  it("moves the focus to the next item's Remove, then to the heading when the cart is empty, and says what was removed", async () => {
    const { user } = renderWithProviders(<CartView />, { preloadedState: visitor() });
    screen.getByRole("button", { name: "Remove Soil Health from your cart" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove GHG Workbook from your cart" })).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Removed Soil Health from your cart.");

    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Your cart" })).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Removed GHG Workbook from your cart.");
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
  });

  it("moves the focus to the item before when the last one is removed", async () => {
    const { user } = renderWithProviders(<CartView />, { preloadedState: visitor() });
    screen.getByRole("button", { name: "Remove GHG Workbook from your cart" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove Soil Health from your cart" })).toHaveFocus());
  });
});
