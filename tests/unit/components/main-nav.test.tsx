import { screen, within } from "@testing-library/react";
import { MainNav } from "@/components/layout/main-nav";
import { aCartItem, aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";

vi.mock("next/navigation", () => ({ usePathname: () => "/cart", useRouter: () => ({ push: vi.fn() }) }));

const linkNames = () =>
  within(screen.getByRole("navigation", { name: "Main" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("main navigation per role", () => {
  it("shows only what every role shares while the auth state is unknown", () => {
    renderWithProviders(<MainNav />);
    expect(linkNames()).toEqual(["Cart", "Help"]);
  });

  it("shows a visitor Cart, Help, Login, Register", () => {
    renderWithProviders(<MainNav />, { preloadedState: { user: { authResolved: true, session: null, record: null, isCreator: false } } });
    expect(linkNames()).toEqual(["Cart", "Help", "Login", "Register"]);
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
  });

  it("shows a signed-in user Library, Cart, Dashboard, Account, Help and a way to sign out", () => {
    renderWithProviders(<MainNav />, { preloadedState: signedInAs(aSession()) });
    expect(linkNames()).toEqual(["Library", "Cart", "Dashboard", "Account", "Help"]);
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("adds Admin for an admin", () => {
    renderWithProviders(<MainNav />, { preloadedState: signedInAs(aSession({ isAdmin: true })) });
    expect(linkNames()).toEqual(["Library", "Cart", "Dashboard", "Account", "Help", "Admin"]);
  });

  it("marks the current page and counts what is in the cart", () => {
    renderWithProviders(<MainNav />, {
      preloadedState: {
        user: { authResolved: true, session: null, record: null, isCreator: false },
        cart: { items: [aCartItem({ productId: "a" }), aCartItem({ productId: "b" })] },
      },
    });
    const cart = screen.getByRole("link", { name: /Cart/ });
    expect(cart).toHaveAttribute("aria-current", "page");
    expect(cart).toHaveTextContent("2");
  });

  it("opens and closes the menu on small screens with its button", async () => {
    const { user } = renderWithProviders(<MainNav />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});
