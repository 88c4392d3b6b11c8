import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";
import { createUserRecord } from "@/lib/db/users";
import type { Registration } from "./registration";

/**
 * Creates the account and its users/{uid} record, and sends the link that verifies the address.
 * If the record cannot be written the account is removed again, so nobody is left signed in
 * without a record.
 */
export async function registerWithEmail({ firstName, lastName, email, password }: Registration): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(getClientAuth(), email.trim(), password);
  try {
    await updateProfile(user, { displayName: `${firstName.trim()} ${lastName.trim()}` });
    await createUserRecord({ uid: user.uid, email: user.email ?? email.trim(), firstName: firstName.trim(), lastName: lastName.trim() });
  } catch (error) {
    await user.delete().catch(() => {});
    throw error;
  }
  // An unsent link must not undo a working account: the banner for unverified accounts
  // (components/account/verify-email-banner.tsx) offers to send it again.
  await sendEmailVerification(user).catch((error: unknown) => console.warn(error));
}
