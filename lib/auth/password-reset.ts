import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";

/**
 * Sends the reset email; its page offers to sign in at `continueUrl` afterwards (our /login by
 * default). An unknown address is not an error to the caller: saying so would tell anyone which
 * emails have accounts.
 */
export async function requestPasswordReset(email: string, continueUrl = `${window.location.origin}/login`): Promise<void> {
  try {
    await sendPasswordResetEmail(getClientAuth(), email.trim(), { url: continueUrl });
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
  }
}

/** The email a reset link belongs to; throws when the link is invalid, used or expired. */
export async function checkResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(getClientAuth(), code);
}

export async function resetPassword(code: string, newPassword: string): Promise<void> {
  await confirmPasswordReset(getClientAuth(), code, newPassword);
}
