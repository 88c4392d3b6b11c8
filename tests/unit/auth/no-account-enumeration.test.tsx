import { screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { EmailSignInForm } from "@/components/auth/email-sign-in-form";
import { RegisterForm } from "@/components/auth/register-form";
import { renderWithProviders } from "../render";

// Issue 48: registering an address that has an account said so ("An account with this email
// already exists"), so anyone could test which addresses are customers. Both forms must answer a
// taken address exactly as they answer a free one (what Firebase's email enumeration protection
// does for its own answers), and the owner gets a way in: a password-reset link.
// Firebase itself is the only thing mocked: lib/auth/register.ts runs as in the browser.
const firebase = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  sendEmailVerification: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  signOut: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
}));
const createUserRecord = vi.hoisted(() => vi.fn());
vi.mock("firebase/auth", () => firebase);
vi.mock("@/lib/firebase/client", () => ({ getClientAuth: () => ({ name: "auth" }) }));
vi.mock("@/lib/db/users", () => ({ createUserRecord }));
vi.mock("@/components/ui/link", () => ({ Link: (props: ComponentProps<"a">) => <a {...props} /> }));

const TAKEN = "buyer@example.com";
const FREE = "newcomer@example.com";
const authError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  for (const mock of [...Object.values(firebase), createUserRecord]) mock.mockReset().mockResolvedValue(undefined);
  firebase.createUserWithEmailAndPassword.mockImplementation(async (_auth: unknown, email: string) => {
    if (email === TAKEN) throw authError("auth/email-already-in-use");
    return { user: { uid: "uid-new", email, delete: vi.fn() } };
  });
  window.history.replaceState(null, "", "/register?next=%2Fcart");
});

/** Registers `email` and answers the page as a visitor sees it, the address written as ADDRESS. */
async function registerAs(email: string) {
  const { user, container, unmount } = renderWithProviders(<RegisterForm />);
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password (at least 8 characters)"), "correct-horse");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  await screen.findByRole("status");
  const seen = container.innerHTML.replaceAll(email, "ADDRESS");
  unmount();
  return seen;
}

describe("registering an address that already has an account", () => {
  it("looks exactly like registering a new one: check your email, and a sign-in link back to the cart", async () => {
    const fresh = await registerAs(FREE);
    const taken = await registerAs(TAKEN);
    expect(taken).toBe(fresh);
    expect(taken).toContain("Check your email: we sent a message to ADDRESS.");
    expect(taken).not.toMatch(/already|exists/i);
    expect(taken).toContain('href="/login?next=%2Fcart"');
  });

  it("sends the owner a password-reset link that comes back to the cart, and creates nothing", async () => {
    await registerAs(TAKEN);
    expect(firebase.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), TAKEN, { url: `${window.location.origin}/login?next=%2Fcart` });
    expect(createUserRecord).not.toHaveBeenCalled();
    expect(firebase.sendEmailVerification).not.toHaveBeenCalled();
  });

  it("a new account gets its record and the verification link, and is signed out like the owner's visit", async () => {
    await registerAs(FREE);
    expect(createUserRecord).toHaveBeenCalledWith(expect.objectContaining({ uid: "uid-new", email: FREE, firstName: "Ada", lastName: "Lovelace" }));
    expect(firebase.sendEmailVerification).toHaveBeenCalledWith(expect.objectContaining({ uid: "uid-new" }), { url: `${window.location.origin}/login?next=%2Fcart` });
    expect(firebase.signOut).toHaveBeenCalled();
    expect(firebase.sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it("a link that cannot be sent is not reported for either, as that alone would tell them apart", async () => {
    firebase.sendPasswordResetEmail.mockRejectedValue(authError("auth/network-request-failed"));
    firebase.sendEmailVerification.mockRejectedValue(authError("auth/network-request-failed"));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await registerAs(TAKEN)).toBe(await registerAs(FREE));
  });

  it("still explains what is wrong with the request itself, the same for any address", async () => {
    firebase.createUserWithEmailAndPassword.mockRejectedValue(authError("auth/network-request-failed"));
    const { user } = renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("Email"), TAKEN);
    await user.type(screen.getByLabelText("Password (at least 8 characters)"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach the sign-in service. Check your connection and try again.");
  });
});

describe("signing in with an address that has no account", () => {
  // Without enumeration protection Firebase says which of the two was wrong; with it, neither.
  it.each(["auth/user-not-found", "auth/wrong-password", "auth/invalid-credential"])("answers %s like a wrong password", async (code) => {
    firebase.signInWithEmailAndPassword.mockRejectedValue(authError(code));
    const { user } = renderWithProviders(<EmailSignInForm onSignedIn={vi.fn()} onSecondFactor={() => false} />);
    await user.type(screen.getByLabelText("Email"), TAKEN);
    await user.type(screen.getByLabelText("Password"), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The email or password is not right. Check both and try again.");
  });
});
