import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { AddToCartButton, type AddToCartProduct } from "@/components/cart/add-to-cart";
import { EnrolmentProvider } from "@/components/product/enrolment";
import { CHECKOUT_CONSENT } from "@/config/checkout-consent";
import { startCheckout } from "@/lib/api/cart";
import { hasRelation } from "@/lib/db/relations";
import { aCartItem, aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("next/navigation", () => ({ usePathname: () => "/products/prod_soil" }));
vi.mock("@/lib/db/relations", () => ({ hasRelation: vi.fn() }));
vi.mock("@/lib/api/cart", () => ({ startCheckout: vi.fn() }));
// A plain link, so a test can see whether a click was let through to navigate.
vi.mock("@/components/ui/link", () => ({ Link: (props: ComponentProps<"a">) => <a {...props} /> }));

const course: AddToCartProduct = { id: "prod_soil", title: "Soil Health", type: "video_courses", price: 24.99, free: false, previewImgSmall: "/soil.svg" };
const freeGuide: AddToCartProduct = { ...course, id: "prod_free", title: "Circular Guide", price: 0, free: true };
const visitor = { user: { authResolved: true, session: null, record: null, isCreator: false } };

beforeEach(() => {
  vi.clearAllMocks();
});

// As on the product page: the buy box asks the page's enrolment, the page's one ownership read.
const onProductPage = (product: AddToCartProduct) => (
  <EnrolmentProvider productId={product.id} creators={["uid-creator"]}>
    <AddToCartButton product={product} />
  </EnrolmentProvider>
);

describe("AddToCartButton", () => {
  it("lets a visitor add a course, then shows it is in the cart with a link there", async () => {
    const { user, store } = renderWithProviders(onProductPage(course), { preloadedState: visitor });
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(store.getState().cart.items).toEqual([{ productId: "prod_soil", title: "Soil Health", type: "video_courses", price: 24.99, free: false, previewImgSmall: "/soil.svg" }]);
    expect(screen.getByRole("link", { name: "In your cart" })).toHaveAttribute("href", "/cart");
    expect(hasRelation).not.toHaveBeenCalled();
  });

  it("moves the focus to the cart link that replaces the button, not to the top of the page", async () => {
    const { user } = renderWithProviders(onProductPage(course), { preloadedState: visitor });
    await user.tab();
    expect(screen.getByRole("button", { name: "Add to cart" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("link", { name: "In your cart" })).toHaveFocus());
  });

  it("does not take the focus when the course was already in the cart", () => {
    renderWithProviders(onProductPage(course), { preloadedState: { ...visitor, cart: { items: [aCartItem({ productId: "prod_soil" })] } } });
    expect(screen.getByRole("link", { name: "In your cart" })).not.toHaveFocus();
  });

  it("waits for the sign-in state before offering anything", () => {
    renderWithProviders(onProductPage(course));
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  });

  it("shows Go to course instead of Add to cart when the signed-in user owns it", async () => {
    vi.mocked(hasRelation).mockResolvedValue(true);
    renderWithProviders(onProductPage(course), { preloadedState: signedInAs(aSession({ uid: "uid-ada" })) });
    expect(await screen.findByRole("link", { name: "Go to course" })).toHaveAttribute("href", "/library/prod_soil");
    expect(screen.queryByRole("button", { name: "Add to cart" })).not.toBeInTheDocument();
    expect(hasRelation).toHaveBeenCalledWith("uid-ada", "prod_soil");
  });

  it("offers its creator Go to course, never Add to cart, paid or free (issue 36)", () => {
    for (const product of [course, freeGuide]) {
      const { unmount } = renderWithProviders(onProductPage(product), { preloadedState: signedInAs(aSession({ uid: "uid-creator" })) });
      expect(screen.getByRole("link", { name: "Go to course" })).toHaveAttribute("href", `/library/${product.id}`);
      expect(screen.queryByRole("button", { name: /Add to cart|Enrol for free/ })).not.toBeInTheDocument();
      unmount();
    }
    expect(hasRelation).not.toHaveBeenCalled();
  });

  it("offers Add to cart to a signed-in user who does not own it, once that is known", async () => {
    vi.mocked(hasRelation).mockResolvedValue(false);
    renderWithProviders(onProductPage(course), { preloadedState: signedInAs(aSession()) });
    // Disabled while ownership is checked, then enabled once "not owned" is known.
    await waitFor(() => expect(screen.getByRole("button", { name: "Add to cart" })).toBeEnabled());
    expect(hasRelation).toHaveBeenCalledTimes(1);
  });

  it("shows In your cart when the course is already there", () => {
    renderWithProviders(onProductPage(course), { preloadedState: { ...visitor, cart: { items: [aCartItem({ productId: "prod_soil" })] } } });
    expect(screen.getByRole("link", { name: "In your cart" })).toHaveAttribute("href", "/cart");
    expect(screen.queryByRole("button", { name: "Add to cart" })).not.toBeInTheDocument();
  });

  it("sends a visitor who wants a free product to sign in first, and back", () => {
    renderWithProviders(onProductPage(freeGuide), { preloadedState: visitor });
    expect(screen.getByRole("link", { name: "Enrol for free" })).toHaveAttribute("href", "/login?next=%2Fproducts%2Fprod_soil");
  });

  it("enrols a signed-in user in a free product once they tick the consent, then offers Go to course", async () => {
    vi.mocked(hasRelation).mockResolvedValue(false);
    vi.mocked(startCheckout).mockResolvedValue({ enrolled: ["prod_free"] });
    const { user } = renderWithProviders(onProductPage(freeGuide), { preloadedState: signedInAs(aSession()) });
    await user.click(await screen.findByRole("button", { name: "Enrol for free" }));
    await user.click(await screen.findByRole("checkbox", { name: /I expressly agree/ }));
    await user.click(screen.getByRole("button", { name: "Confirm enrolment" }));
    expect(startCheckout).toHaveBeenCalledWith([{ productId: "prod_free", title: "Circular Guide" }], { consent: CHECKOUT_CONSENT.version });
    expect(await screen.findByRole("link", { name: "Go to course" })).toHaveAttribute("href", "/library/prod_free");
  });

  it("does not enrol without the consent, and says so beside the box", async () => {
    vi.mocked(hasRelation).mockResolvedValue(false);
    const { user } = renderWithProviders(onProductPage(freeGuide), { preloadedState: signedInAs(aSession()) });
    await user.click(await screen.findByRole("button", { name: "Enrol for free" }));
    await user.click(await screen.findByRole("button", { name: "Confirm enrolment" }));
    expect(screen.getByRole("checkbox", { name: /I expressly agree/ })).toHaveAccessibleDescription(/Tick the box to agree/);
    expect(startCheckout).not.toHaveBeenCalled();
    // Cancel gives the page its button back.
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Enrol for free" })).toBeEnabled();
  });

  it("keeps the enrolment open to try again when it fails", async () => {
    vi.mocked(hasRelation).mockResolvedValue(false);
    vi.mocked(startCheckout).mockRejectedValue(new Error("We could not reach the checkout."));
    const { user } = renderWithProviders(onProductPage(freeGuide), { preloadedState: signedInAs(aSession()) });
    await user.click(await screen.findByRole("button", { name: "Enrol for free" }));
    await user.click(await screen.findByRole("checkbox", { name: /I expressly agree/ }));
    await user.click(screen.getByRole("button", { name: "Confirm enrolment" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Confirm enrolment" })).toBeEnabled());
    expect(screen.queryByRole("link", { name: "Go to course" })).not.toBeInTheDocument();
  });

  describe("a double click on Add to cart", () => {
    // Whether each click that reached the page was let through to navigate.
    let navigates: boolean[];
    const record = (event: Event) => {
      navigates.push(!event.defaultPrevented);
      event.preventDefault();
    };
    beforeEach(() => {
      navigates = [];
      window.addEventListener("click", record);
    });
    afterEach(() => {
      window.removeEventListener("click", record);
    });

    it("adds the course once and stays on the page, though its second click lands on the In your cart link", () => {
      const now = vi.spyOn(performance, "now").mockReturnValue(10_000);
      const { store } = renderWithProviders(onProductPage(course), { preloadedState: visitor });
      fireEvent.click(screen.getByRole("button", { name: "Add to cart" }), { detail: 1 });
      now.mockReturnValue(10_250);
      fireEvent.click(screen.getByRole("link", { name: "In your cart" }), { detail: 2 });
      expect(navigates).toEqual([true, false]);
      expect(store.getState().cart.items).toHaveLength(1);
    });

    it("still lets the keyboard and a later click go to the cart", () => {
      const now = vi.spyOn(performance, "now").mockReturnValue(10_000);
      renderWithProviders(onProductPage(course), { preloadedState: visitor });
      fireEvent.click(screen.getByRole("button", { name: "Add to cart" }), { detail: 1 });
      const link = screen.getByRole("link", { name: "In your cart" });
      // Enter on a link clicks it with detail 0.
      fireEvent.click(link, { detail: 0 });
      now.mockReturnValue(10_600);
      fireEvent.click(link, { detail: 1 });
      now.mockReturnValue(12_000);
      fireEvent.click(link, { detail: 2 });
      expect(navigates).toEqual([true, true, true, true]);
    });

    it("lets a double click through on a course that was in the cart already", () => {
      renderWithProviders(onProductPage(course), { preloadedState: { ...visitor, cart: { items: [aCartItem({ productId: "prod_soil" })] } } });
      fireEvent.click(screen.getByRole("link", { name: "In your cart" }), { detail: 2 });
      expect(navigates).toEqual([true]);
    });
  });
});
