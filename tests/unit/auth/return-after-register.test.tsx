import { screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { KeepReturnLink } from "@/components/auth/keep-return-link";
import { RegisterForm } from "@/components/auth/register-form";
import { renderWithProviders } from "../render";

// Issue 36: "Sign in to check out" sends a shopper to /login?next=/cart; one who registers
// instead of signing in must land back in the cart, not on the home page.
const push = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.mock("@/lib/auth/register", () => ({ registerWithEmail: vi.fn().mockResolvedValue(undefined) }));
vi.mock("@/components/ui/link", () => ({ Link: (props: ComponentProps<"a">) => <a {...props} /> }));

const at = (url: string) => window.history.replaceState(null, "", url);

afterEach(() => at("/"));

describe("registering from a page that asked to come back", () => {
  it("the link between sign-in and registration keeps where to go back to", () => {
    at("/login?next=%2Fcart");
    renderWithProviders(<KeepReturnLink href="/register">Create an account</KeepReturnLink>);
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register?next=%2Fcart");
  });

  it("drops a next that leaves the site, and links plainly without one", () => {
    at("/login?next=%2F%2Fevil.example");
    const { unmount } = renderWithProviders(<KeepReturnLink href="/register">Create an account</KeepReturnLink>);
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
    unmount();
    at("/login");
    renderWithProviders(<KeepReturnLink href="/register">Create an account</KeepReturnLink>);
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
  });

  it("a new account goes back to the cart", async () => {
    at("/register?next=%2Fcart");
    const { user } = renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password (at least 8 characters)"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/cart"));
  });
});
