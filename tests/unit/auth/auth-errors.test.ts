import { authErrorMessage } from "@/lib/auth/auth-errors";

describe("sign-in error messages", () => {
  it.each([
    "auth/user-mismatch",
    "auth/popup-blocked",
    "auth/popup-closed-by-user",
    "auth/network-request-failed",
    "auth/unauthorized-domain",
    "auth/invalid-api-key",
    "auth/argument-error",
    "auth/invalid-credential",
    "auth/email-already-in-use",
    "auth/too-many-requests",
  ])("explains %s in words, without the code", (code) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const message = authErrorMessage({ code });
    expect(log).not.toHaveBeenCalled();
    expect(message).not.toContain("auth/");
    expect(message).not.toBe("Sign-in failed. Please try again.");
  });

  it("falls back to a general message for anything else, and logs the error for support", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const unexpected = new Error("x");
    expect(authErrorMessage(unexpected)).toBe("Sign-in failed. Please try again.");
    expect(log).toHaveBeenCalledWith(unexpected);
    expect(authErrorMessage(undefined)).toBe("Sign-in failed. Please try again.");
  });
});
