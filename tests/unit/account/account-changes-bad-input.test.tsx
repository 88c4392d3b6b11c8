import { screen } from "@testing-library/react";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DownloadMyData } from "@/components/account/download-my-data";
import { EmailStatus } from "@/components/account/email-status";
import type { AccountSnapshot } from "@/lib/auth/account";
import { HttpError } from "@/lib/http/error";
import { renderWithProviders } from "../render";
import { expectFieldMessage, fill, UNICODE_ROWS, submitForm } from "../bad-input-rows";

const account = vi.hoisted(() => ({
  changePassword: vi.fn(),
  requestEmailChange: vi.fn(),
  currentEmailNow: vi.fn(),
  sendVerificationEmail: vi.fn(),
  downloadMyData: vi.fn(),
}));
vi.mock("@/lib/auth/account", () => account);
vi.mock("@/lib/api/account", () => ({ downloadMyData: account.downloadMyData }));
vi.mock("@/lib/auth/social", () => ({ reauthenticateWithSocial: vi.fn() }));

beforeEach(() => {
  for (const mock of Object.values(account)) mock.mockReset().mockResolvedValue(undefined);
});

const ada: AccountSnapshot = { uid: "uid-ada", email: "ada@example.com", emailVerified: true, phoneNumber: "", providerIds: ["password"] };
const refused = (code: string) => Object.assign(new Error(code), { code });

describe("changing the password with bad input", () => {
  const change = async (current: string, next: string, repeat = next) => {
    await submitForm(<ChangePasswordForm account={ada} />, { "Current password": current, "New password": next, "Repeat the new password": repeat }, "Change password");
  };

  it.each([
    ["no current password", "", "new-horse-1", "new-horse-1", "Current password", "Enter your current password."],
    ["a weak new password", "old-horse-1", "short", "short", "New password", "Choose a password with at least 8 characters."],
    ["the current password again", "old-horse-1", "old-horse-1", "old-horse-1", "New password", "Choose a password different from your current one."],
    ["a repeat that does not match", "old-horse-1", "new-horse-1", "new-horse-2", "Repeat the new password", "The two new passwords do not match."],
  ])("refuses %s beside the field, before asking Firebase, keeping what was typed", async (_row, current, next, repeat, label, message) => {
    await change(current, next, repeat);
    expectFieldMessage(screen.getByLabelText(label), message);
    expect(account.changePassword).not.toHaveBeenCalled();
    expect(screen.getByLabelText("New password")).toHaveValue(next);
  });

  it("says beside the current password that it is wrong when Firebase refuses it, and changes nothing", async () => {
    account.changePassword.mockRejectedValue(refused("auth/invalid-credential"));
    await change("wrong-horse", "new-horse-1");
    expectFieldMessage(await screen.findByLabelText("Current password"), "That is not your current password.");
    expect(account.changePassword).toHaveBeenCalledWith("wrong-horse", "new-horse-1");
    expect(screen.getByLabelText("New password")).toHaveValue("new-horse-1");
  });

  it("puts Firebase's weak-password refusal beside the new password", async () => {
    account.changePassword.mockRejectedValue(refused("auth/weak-password"));
    await change("old-horse-1", "12345678");
    expectFieldMessage(await screen.findByLabelText("New password"), "Choose a password with at least 8 characters.");
  });

  it("says what to do when Firebase is throttling", async () => {
    account.changePassword.mockRejectedValue(refused("auth/too-many-requests"));
    await change("old-horse-1", "new-horse-1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Wait a few minutes, or reset your password.");
  });

  it.each(UNICODE_ROWS)("changes to a password written in %s, as typed, and empties the form", async (_kind, password) => {
    await change("old-horse-1", `${password}-12345678`);
    expect(account.changePassword).toHaveBeenCalledWith("old-horse-1", `${password}-12345678`);
    expect(await screen.findByLabelText("Current password")).toHaveValue("");
  });

  it("offers no password form to an account that signs in with Google only", () => {
    renderWithProviders(<ChangePasswordForm account={{ ...ada, providerIds: ["google.com"] }} />);
    expect(screen.getByText("Your account has no password: you sign in with Google.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
  });
});

describe("changing the email with bad input", () => {
  const ask = async (email: string, password = "old-horse-1") => {
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<EmailStatus account={ada} onChanged={onChanged} />);
    await user.click(screen.getByRole("button", { name: "Change email" }));
    await fill(user, screen.getByLabelText("New email address"), email);
    await fill(user, screen.getByLabelText("Your password"), password);
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    return { user, onChanged };
  };

  it.each([
    ["an empty address", "", "New email address", "Enter your new email address."],
    ["an address without a domain", "ada@", "New email address", "Enter a valid email address, like name@example.com."],
    ["the current address in capitals", "ADA@example.com", "New email address", "This is already your email address."],
  ])("refuses %s beside the field, before asking Firebase", async (_row, email, label, message) => {
    await ask(email);
    expectFieldMessage(screen.getByLabelText(label), message);
    expect(account.requestEmailChange).not.toHaveBeenCalled();
  });

  it("asks for the password before anything is sent", async () => {
    await ask("ada.new@example.com", "");
    expectFieldMessage(screen.getByLabelText("Your password"), "Enter your password to confirm.");
    expect(account.requestEmailChange).not.toHaveBeenCalled();
  });

  it("says beside the address that another account uses it, keeping what was typed", async () => {
    account.requestEmailChange.mockRejectedValue(refused("auth/email-already-in-use"));
    await ask("grace@example.com");
    expectFieldMessage(await screen.findByLabelText("New email address"), "Another account already uses this email address.");
    expect(screen.getByLabelText("New email address")).toHaveValue("grace@example.com");
    expect(screen.queryByText(/We sent a link to/)).not.toBeInTheDocument();
  });

  it("says beside the password that it is wrong", async () => {
    account.requestEmailChange.mockRejectedValue(refused("auth/invalid-credential"));
    await ask("ada.new@example.com", "wrong-horse");
    expectFieldMessage(await screen.findByLabelText("Your password"), "That is not your current password.");
  });

  it("keeps the old address until the link is opened, and says so when asked too early", async () => {
    const { user, onChanged } = await ask(" ada.new@example.com ");
    expect(account.requestEmailChange).toHaveBeenCalledWith("ada.new@example.com", "old-horse-1");
    expect(await screen.findByText(/We sent a link to/)).toHaveTextContent("We sent a link to ada.new@example.com. Your sign-in email stays ada@example.com until you open it.");

    account.currentEmailNow.mockResolvedValue("ada@example.com");
    await user.click(screen.getByRole("button", { name: "I've opened the link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your email has not changed yet: open the link we sent to ada.new@example.com first.");
    expect(onChanged).not.toHaveBeenCalled();

    account.currentEmailNow.mockResolvedValue("ada.new@example.com");
    await user.click(screen.getByRole("button", { name: "I've opened the link" }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });
});

describe("downloading one's data when it cannot be made", () => {
  it("shows the server's words for a second export at once, beside the button", async () => {
    const refusal = "We are collecting your data already, or did a moment ago. Please try again in 59 seconds.";
    account.downloadMyData.mockRejectedValue(new HttpError(429, "rate-limited", refusal, { error: refusal, code: "rate-limited" }));
    const { user } = renderWithProviders(<DownloadMyData />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We are collecting your data already, or did a moment ago. Please try again in 59 seconds.");
    expect(screen.getByRole("button", { name: "Download my data" })).toHaveAccessibleDescription(/collecting your data already/);
  });

  it("says to check the connection when the server could not be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    account.downloadMyData.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderWithProviders(<DownloadMyData />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not collect your data. Check your connection and try again.");
  });
});
