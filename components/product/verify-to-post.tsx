"use client";

import { VerifyEmailPrompt } from "@/components/account/verify-email-prompt";
import { VERIFY_TO_POST } from "@/lib/qa/messages";
import { useAppDispatch } from "@/store/hooks";
import { emailUpdated } from "@/store/user-slice";

/**
 * In place of the question or answer form while the account's email is unverified, which the
 * server refuses (decision 0207). Checking again reloads the account and refreshes its ID token,
 * since the server reads the token's claim; once verified, the session says so and the form shows.
 */
export function VerifyToPost({ email, action }: { email: string; action: keyof typeof VERIFY_TO_POST }) {
  const dispatch = useAppDispatch();
  const check = async () => {
    if (!(await (await import("@/lib/auth/account")).emailVerifiedNow())) {
      return { text: `Not verified yet: open the link in the email we sent to ${email}, then choose Check again.`, alert: true };
    }
    dispatch(emailUpdated({ email, emailVerified: true }));
    return null;
  };
  return <VerifyEmailPrompt {...VERIFY_TO_POST[action]} onCheck={check} />;
}
