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
    const message = authErrorMessage({ code });
    expect(message).not.toContain("auth/");
    expect(message).not.toBe(authErrorMessage({ code: "auth/something-new" }));
  });

  it("falls back to a general message for anything else", () => {
    expect(authErrorMessage(new Error("x"))).toBe("Sign-in failed. Please try again.");
    expect(authErrorMessage(undefined)).toBe("Sign-in failed. Please try again.");
  });
});
