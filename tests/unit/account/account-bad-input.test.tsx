import { screen } from "@testing-library/react";
import { DeleteAccount } from "@/components/account/delete-account";
import type { AccountSnapshot } from "@/lib/auth/account";
import { renderWithProviders } from "../render";
import { expectFormMessage, fill, over, UNICODE_ROWS } from "../bad-input-rows";

// The settings form has only switches: nothing can be typed into it, so only deleting is here.
const account = vi.hoisted(() => ({ reauthenticateWithPassword: vi.fn(), deleteAccount: vi.fn() }));
vi.mock("@/lib/auth/account", () => account);
vi.mock("@/lib/auth/social", () => ({ reauthenticateWithSocial: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

beforeEach(() => {
  for (const mock of Object.values(account)) mock.mockReset().mockResolvedValue(undefined);
});

const withPassword: AccountSnapshot = { uid: "uid-ada", email: "ada@example.com", emailVerified: true, phoneNumber: "", providerIds: ["password"] };

async function confirmWith(password: string) {
  const { user } = renderWithProviders(<DeleteAccount account={withPassword} />);
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  await fill(user, screen.getByLabelText("Your password"), password);
  await user.click(screen.getByRole("button", { name: "Delete account permanently" }));
}

describe("deleting the account with a bad password", () => {
  it("asks for the password before anything is sent", async () => {
    await confirmWith("");
    expectFormMessage("Enter your password to confirm.");
    expect(account.reauthenticateWithPassword).not.toHaveBeenCalled();
    expect(account.deleteAccount).not.toHaveBeenCalled();
  });

  // A password may be anything, so only Firebase can refuse these; the account must survive that.
  it.each([
    ["a password of spaces", "     "],
    ["a wrong password", "wrong-horse"],
    ["a 4097-character password", over(4096)],
    ["a negative number", "-1"],
  ])("keeps the account when Firebase refuses %s, saying so in words", async (_row, password) => {
    account.reauthenticateWithPassword.mockRejectedValue({ code: "auth/invalid-credential" });
    await confirmWith(password);
    expect(await screen.findByRole("alert")).toHaveTextContent("The email or password is not right. Check both and try again.");
    expect(account.reauthenticateWithPassword).toHaveBeenCalledWith(password);
    expect(account.deleteAccount).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your password")).toHaveValue(password);
    expect(screen.getByRole("button", { name: "Delete account permanently" })).toBeEnabled();
  });

  it("says so when the deletion itself fails after the password was right", async () => {
    account.deleteAccount.mockRejectedValue({ code: "account/delete-failed" });
    await confirmWith("correct-horse");
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not delete your account. Please try again.");
  });

  it.each(UNICODE_ROWS)("confirms with a password written in %s, as typed", async (_kind, password) => {
    await confirmWith(password);
    expect(account.reauthenticateWithPassword).toHaveBeenCalledWith(password);
    expect(account.deleteAccount).toHaveBeenCalledTimes(1);
  });
});
