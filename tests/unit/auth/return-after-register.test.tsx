import { screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { KeepReturnLink } from "@/components/auth/keep-return-link";
import { RegisterForm } from "@/components/auth/register-form";
import { renderWithProviders } from "../render";

// Issue 36: "Sign in to check out" sends a shopper to /login?next=/cart; one who registers
// instead of signing in must land back in the cart, not on the home page.
const registerWithEmail = vi.hoisted(() => vi.fn().mockResolvedValue(undefined));
vi.mock("@/lib/auth/register", () => ({ registerWithEmail }));
vi.mock("@/components/ui/link", () => ({ Link: (props: ComponentProps<"a">) => <a {...props} /> }));

const at = (url: string) => window.history.replaceState(null, "", url);

afterEach(() => at("/"));

async function registerAda() {
  const { user } = renderWithProviders(<RegisterForm />);
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password (at least 8 characters)"), "correct-horse");
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

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

  // Registering ends signed out with "check your email" (issue 48): the way back to the cart is
  // the sign-in link beside that message and the emailed link's continue page.
  it("a new account is offered to sign in and go back to the cart", async () => {
    at("/register?next=%2Fcart");
    await registerAda();
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?next=%2Fcart");
    expect(registerWithEmail).toHaveBeenCalledWith(expect.objectContaining({ email: "ada@example.com" }), `${window.location.origin}/login?next=%2Fcart`);
  });

  it("a next that leaves the site is not passed on, to the page or to the email", async () => {
    at("/register?next=%2F.%2F%2Fevil.example%2Fphish");
    await registerAda();
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(registerWithEmail).toHaveBeenCalledWith(expect.anything(), `${window.location.origin}/login`);
  });
});
