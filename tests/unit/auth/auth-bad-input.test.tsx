import { screen } from "@testing-library/react";
import { EmailSignInForm } from "@/components/auth/email-sign-in-form";
import { PasswordResetConfirm } from "@/components/auth/password-reset-confirm";
import { PasswordResetRequest } from "@/components/auth/password-reset-request";
import { RegisterForm } from "@/components/auth/register-form";
import { renderWithProviders } from "../render";
import { BLANK, expectFieldMessage, expectFormMessage, fill, over, UNICODE_ROWS, submitForm } from "../bad-input-rows";

const auth = vi.hoisted(() => ({ signInWithEmail: vi.fn(), registerWithEmail: vi.fn(), requestPasswordReset: vi.fn(), checkResetCode: vi.fn(), resetPassword: vi.fn() }));
vi.mock("@/lib/auth/sign-in", () => ({ signInWithEmail: auth.signInWithEmail }));
vi.mock("@/lib/auth/register", () => ({ registerWithEmail: auth.registerWithEmail }));
vi.mock("@/lib/auth/password-reset", () => ({ requestPasswordReset: auth.requestPasswordReset, checkResetCode: auth.checkResetCode, resetPassword: auth.resetPassword }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams("mode=resetPassword&oobCode=code-1"),
}));

beforeEach(() => {
  for (const mock of Object.values(auth)) mock.mockReset().mockResolvedValue(undefined);
  auth.checkResetCode.mockResolvedValue("ada@example.com");
});

describe("the sign-in form with bad input", () => {
  const signIn = (email: string, password: string) => submitForm(<EmailSignInForm onSignedIn={vi.fn()} onSecondFactor={() => false} />, { Email: email, Password: password }, "Sign in");

  // The one message sits under both fields: which of the two is missing is obvious on screen.
  it.each([
    ["an empty email", "", "correct-horse"],
    ["a blank email", BLANK, "correct-horse"],
    ["an empty password", "ada@example.com", ""],
  ])("refuses %s before asking Firebase, keeping what was typed", async (_row, email, password) => {
    await signIn(email, password);
    expectFormMessage("Enter your email and your password.");
    expect(auth.signInWithEmail).not.toHaveBeenCalled();
    // An email field trims its value itself (HTML value sanitization).
    expect(screen.getByLabelText("Email")).toHaveValue(email.trim());
  });

  it("sends a password of emoji and accents as typed", async () => {
    await signIn("ada@example.com", "pässwörd 🌱 مرحبا");
    expect(auth.signInWithEmail).toHaveBeenCalledWith("ada@example.com", "pässwörd 🌱 مرحبا");
  });
});

describe("the registration form with bad input", () => {
  const valid = { "First name": "Ada", "Last name": "Lovelace", Email: "ada@example.com", "Password (at least 8 characters)": "correct-horse" };
  const register = (changes: Partial<typeof valid>) => submitForm(<RegisterForm />, { ...valid, ...changes }, "Create account");

  it.each([
    ["an empty first name", "First name", "", "Enter your first name."],
    ["a blank first name", "First name", BLANK, "Enter your first name."],
    ["a first name of 101 characters", "First name", over(100), "Your first name can have at most 100 characters."],
    ["a blank last name", "Last name", BLANK, "Enter your last name."],
    ["a last name of 101 accented letters", "Last name", over(100, "é"), "Your last name can have at most 100 characters."],
    ["an empty email", "Email", "", "Enter your email address."],
    ["an email without @", "Email", "ada.example.com", "Enter a valid email address, like name@example.com."],
    ["an email with a space", "Email", "ada @example.com", "Enter a valid email address, like name@example.com."],
    ["a password of 7 characters", "Password (at least 8 characters)", "1234567", "Choose a password with at least 8 characters."],
    ["a password of 7 accented letters", "Password (at least 8 characters)", "ééééééé", "Choose a password with at least 8 characters."],
  ] as const)("refuses %s beside the field and creates no account", async (_row, label, value, message) => {
    await register({ [label]: value });
    expectFieldMessage(screen.getByLabelText(label), message);
    expect(auth.registerWithEmail).not.toHaveBeenCalled();
    expect(screen.getByLabelText(label)).toHaveValue(label === "Email" ? value.trim() : value);
  });

  it.each(UNICODE_ROWS)("accepts names written in %s", async (_kind, name) => {
    await register({ "First name": name, "Last name": name });
    expect(auth.registerWithEmail).toHaveBeenCalledWith(expect.objectContaining({ firstName: name, lastName: name }), expect.any(String));
  });
});

describe("the password reset request with bad input", () => {
  const ask = (email: string) => submitForm(<PasswordResetRequest />, { Email: email }, "Send reset link");

  it.each([
    ["an empty email", ""],
    ["a blank email", BLANK],
    ["an email without a domain dot", "ada@example"],
    ["two @", "ada@@example.com"],
    ["a 300-character email of spaces and letters", `${over(150)} ${over(150)}@example.com`],
  ])("refuses %s beside the field and sends no email", async (_row, email) => {
    await ask(email);
    expectFieldMessage(screen.getByLabelText("Email"), "Enter a valid email address, like name@example.com.");
    expect(auth.requestPasswordReset).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email")).toHaveValue(email.trim());
  });

  it("accepts an internationalised address", async () => {
    await ask("zoë@exämple.com");
    expect(auth.requestPasswordReset).toHaveBeenCalledWith("zoë@exämple.com");
  });
});

describe("choosing a new password with bad input", () => {
  const choose = async (password: string) => {
    const { user } = renderWithProviders(<PasswordResetConfirm />);
    const field = await screen.findByLabelText("New password (at least 8 characters)");
    await fill(user, field, password);
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    return field;
  };

  it.each([
    ["an empty password", ""],
    ["a password of 7 characters", "1234567"],
    ["a blank password of 7 spaces", "       "],
  ])("refuses %s beside the field and changes nothing", async (_row, password) => {
    const field = await choose(password);
    expectFieldMessage(field, "Choose a password with at least 8 characters.");
    expect(auth.resetPassword).not.toHaveBeenCalled();
    expect(field).toHaveValue(password);
  });

  it("accepts a password of accents, emoji and right-to-left letters", async () => {
    await choose("pässwörd 🌱 مرحبا");
    expect(auth.resetPassword).toHaveBeenCalledWith("code-1", "pässwörd 🌱 مرحبا");
  });
});
