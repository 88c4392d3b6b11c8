import { screen, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { MainNav } from "@/components/layout/main-nav";
import { aCartItem, aSession, signedInAs } from "@/tests/factories/user";
import { renderWithProviders } from "../render";
import { markRows } from "./current-marks";

let pathname = "/cart";
vi.mock("next/navigation", () => ({ usePathname: () => pathname, useRouter: () => ({ push: vi.fn() }) }));
beforeEach(() => {
  pathname = "/cart";
});

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

  it.each(
    markRows({
      Admin: { page: ["/admin"], below: ["/admin/course_access", "/admin/addUniData/addUniCourse"] },
      Dashboard: { page: ["/dashboard"], below: ["/dashboard/performance"] },
      Account: { page: ["/dashboard/account"] },
      Library: { below: ["/library/prod_soil"] },
    }),
  )("on %s marks %s as current (%s), and nothing else", (path, label, value) => {
    pathname = path;
    renderWithProviders(<MainNav />, { preloadedState: signedInAs(aSession({ isAdmin: true })) });
    const marked = within(screen.getByRole("navigation", { name: "Main" }))
      .getAllByRole("link")
      .filter((link) => link.hasAttribute("aria-current"));
    expect(marked.map((link) => [link.textContent, link.getAttribute("aria-current")])).toEqual([[label, value]]);
  });

  it("opens and closes the menu on small screens with its button", async () => {
    const { user } = renderWithProviders(<MainNav />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the open menu on Escape and gives the focus back to its button", async () => {
    const { user } = renderWithProviders(<MainNav />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "Cart" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the open menu on a tap outside it, not on one inside", async () => {
    const { user } = renderWithProviders(
      <>
        <MainNav />
        <p>Page content</p>
      </>,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.pointer({ keys: "[MouseLeft>]", target: screen.getByRole("list") });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("Page content"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("is closed again after a navigation, Back included", async () => {
    const { user, store, rerender } = renderWithProviders(<MainNav />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    pathname = "/support/help";
    rerender(
      <Provider store={store}>
        <MainNav />
      </Provider>,
    );
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
