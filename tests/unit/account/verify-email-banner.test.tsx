import { screen } from "@testing-library/react";
import { VerifyEmailBannerSlot } from "@/components/account/verify-email-banner-slot";
import type { Session } from "@/lib/types/user";
import { renderWithProviders } from "../render";

const account = vi.hoisted(() => ({ sendVerificationEmail: vi.fn(), emailVerifiedNow: vi.fn() }));
vi.mock("@/lib/auth/account", () => account);

beforeEach(() => {
  account.sendVerificationEmail.mockReset().mockResolvedValue(undefined);
  account.emailVerifiedNow.mockReset().mockResolvedValue(false);
});

// Who is not asked (visitors, verified and phone accounts): selectUnverifiedEmail, tests/unit/store/user-slice.test.ts.
const signedInAs = (session: Session) => ({ user: { authResolved: true, session, record: null, isCreator: false } });
const unverified: Session = { uid: "ada", email: "ada@example.com", isAdmin: false, emailVerified: false };

describe("the banner asking to verify the email", () => {
  it("sends the link again and says where it went", async () => {
    const { user } = renderWithProviders(<VerifyEmailBannerSlot />, { preloadedState: signedInAs(unverified) });
    const banner = await screen.findByRole("region", { name: "Verify your email" });
    expect(banner).toHaveTextContent("Please verify your email address. Open the link we sent to ada@example.com");
    await user.click(screen.getByRole("button", { name: "Resend the link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("We sent a new link to ada@example.com.");
    expect(account.sendVerificationEmail).toHaveBeenCalledTimes(1);
  });

  it("says the link has not been opened yet, then goes once it has", async () => {
    const { user, store } = renderWithProviders(<VerifyEmailBannerSlot />, { preloadedState: signedInAs(unverified) });
    await user.click(await screen.findByRole("button", { name: "I've verified" }));
    expect(await screen.findByRole("alert")).toHaveTextContent('Not verified yet: open the link in the email we sent to ada@example.com, then choose "I\'ve verified".');

    account.emailVerifiedNow.mockResolvedValue(true);
    await user.click(screen.getByRole("button", { name: "I've verified" }));
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "Verify your email" })).not.toBeInTheDocument());
    expect(store.getState().user.session?.emailVerified).toBe(true);
  });

  it("says why when the link cannot be sent", async () => {
    account.sendVerificationEmail.mockRejectedValue({ code: "auth/too-many-requests" });
    const { user } = renderWithProviders(<VerifyEmailBannerSlot />, { preloadedState: signedInAs(unverified) });
    await user.click(await screen.findByRole("button", { name: "Resend the link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Wait a few minutes, or reset your password.");
  });
});
