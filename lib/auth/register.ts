import { createUserWithEmailAndPassword, sendEmailVerification, signOut, updateProfile } from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";
import { createUserRecord } from "@/lib/db/users";
import { withPassingSession } from "./passing-session";
import { requestPasswordReset } from "./password-reset";
import type { Registration } from "./registration";

/**
 * Registers an address, and answers the same whether or not it has an account already, so the
 * form cannot be used to find out who is registered (issue 48, decision 0204). Either way the
 * visitor ends signed out with a link in the mailbox: a new account gets the link that verifies
 * its address; the owner of an existing one gets a password-reset link (what they most likely
 * need, having forgotten they registered). Both links offer to sign in at `continueUrl`.
 *
 * A new account gets its users/{uid} record first; if that fails the account is removed again.
 * Its moment signed in is a passing session the rest of the page never sees.
 */
export function registerWithEmail(registration: Registration, continueUrl: string): Promise<void> {
  return withPassingSession(() => register(registration, continueUrl));
}

async function register({ firstName, lastName, email, password }: Registration, continueUrl: string): Promise<void> {
  const auth = getClientAuth();
  let created;
  try {
    created = await createUserWithEmailAndPassword(auth, email.trim(), password);
  } catch (error) {
    if ((error as { code?: string } | null)?.code !== "auth/email-already-in-use") throw error;
    // Like the new account's verification below, an unsent link is not reported: a failure
    // here only would tell the two cases apart.
    await requestPasswordReset(email, continueUrl).catch((failure: unknown) => console.warn(failure));
    return;
  }
  const { user } = created;
  try {
    await updateProfile(user, { displayName: `${firstName.trim()} ${lastName.trim()}` });
    await createUserRecord({ uid: user.uid, email: user.email ?? email.trim(), firstName: firstName.trim(), lastName: lastName.trim() });
  } catch (error) {
    await user.delete().catch(() => {});
    throw error;
  }
  // An unsent link must not undo a working account: signed in, the banner for unverified
  // accounts (components/account/verify-email-banner.tsx) offers to send it again.
  await sendEmailVerification(user, { url: continueUrl }).catch((error: unknown) => console.warn(error));
  await signOut(auth);
}
