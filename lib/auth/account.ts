import {
  applyActionCode,
  checkActionCode,
  EmailAuthProvider,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  unlink,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
} from "firebase/auth";
import { deleteOwnAccount } from "@/lib/api/account";
import { syncRecordEmail } from "@/lib/db/users";
import { getClientAuth } from "@/lib/firebase/client";
import { signOut } from "./session";

/** The signed-in account as the account page shows it: plain values only. */
export type AccountSnapshot = {
  uid: string;
  email: string;
  emailVerified: boolean;
  phoneNumber: string;
  /** Linked sign-in methods: "password", "phone", "google.com", … */
  providerIds: string[];
};

function currentUser() {
  const user = getClientAuth().currentUser;
  if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/requires-recent-login" });
  return user;
}

/** Reloads the account from the Auth service, so a link verified in another tab shows. */
export async function loadAccount(): Promise<AccountSnapshot> {
  const user = currentUser();
  await reload(user);
  return {
    uid: user.uid,
    email: user.email ?? "",
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber ?? "",
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

/**
 * Whether the account's email is verified now, after a link opened in another tab or device.
 * The ID token the rules read is refreshed once it is, since its claim stays stale until then.
 */
export async function emailVerifiedNow(): Promise<boolean> {
  const user = currentUser();
  await reload(user);
  if (!user.emailVerified) return false;
  if ((await user.getIdTokenResult()).claims.email_verified !== true) await user.getIdToken(true);
  return true;
}

export async function sendVerificationEmail(): Promise<void> {
  await sendEmailVerification(currentUser(), { url: `${window.location.origin}/dashboard/account` });
}

/** Changes the password after proving the current one: Firebase asks for a recent sign-in, and so do we. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticateWithPassword(currentPassword);
  await updatePassword(currentUser(), newPassword);
}

/**
 * Sends a link to `newEmail`; the sign-in email changes only when it is opened, so a mistyped
 * or someone else's address never becomes the account's
 * (https://firebase.google.com/docs/auth/web/manage-users#set_a_users_email_address).
 * The user proves it is them first, with their password when they have one.
 */
export async function requestEmailChange(newEmail: string, currentPassword: string | null): Promise<void> {
  if (currentPassword !== null) await reauthenticateWithPassword(currentPassword);
  await verifyBeforeUpdateEmail(currentUser(), newEmail, { url: `${window.location.origin}/dashboard/account` });
}

/**
 * The sign-in email now, after a change link opened anywhere: the account is reloaded and its
 * ID token refreshed (the rules compare users/{uid}.email with the token's), then the record
 * follows it (lib/db/users.ts). A revoked session (Firebase signs other sessions out when the
 * email changes) throws auth/user-token-expired.
 */
export async function currentEmailNow(): Promise<string> {
  const user = currentUser();
  await reload(user);
  await user.getIdToken(true);
  await syncRecordEmail(user.uid, user.email ?? "");
  return user.email ?? "";
}

export async function unlinkProvider(providerId: string): Promise<void> {
  await unlink(currentUser(), providerId);
}

export async function updateDisplayName(firstName: string, lastName: string): Promise<void> {
  await updateProfile(currentUser(), { displayName: `${firstName} ${lastName}`.trim() });
}

export async function reauthenticateWithPassword(password: string): Promise<void> {
  const user = currentUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? "", password));
}

/**
 * Deletes the account and everything stored under users/{uid} on the server, which accepts
 * only a sign-in from the last few minutes; then ends the session here.
 */
export async function deleteAccount(): Promise<void> {
  await deleteOwnAccount();
  await signOut();
}

/**
 * Applies the code of a verification email (the link opens /auth/action?mode=verifyEmail); a
 * signed-in account here is reloaded and its ID token refreshed, since the rules read its claim.
 * Answers the account's state after it, or null when nobody is signed in in this browser.
 */
export async function confirmEmailVerification(code: string): Promise<{ email: string; emailVerified: boolean } | null> {
  const auth = getClientAuth();
  await applyActionCode(auth, code);
  // The link opens a new page: a session kept in this browser is restored only after a moment.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  await reload(user);
  await user.getIdToken(true);
  return { email: user.email ?? "", emailVerified: user.emailVerified };
}

/**
 * Applies the link of an email change (mode verifyAndChangeEmail) or of its undoing, sent to
 * the old address (mode recoverEmail); answers the address the account signs in with now.
 * A session in this browser follows, and so does the user record.
 */
export async function confirmEmailChange(code: string): Promise<{ email: string; signedIn: boolean }> {
  const auth = getClientAuth();
  const { data } = await checkActionCode(auth, code);
  await applyActionCode(auth, code);
  // Read before the kept session was restored, a signed-in user would be told to sign in again
  // and their record would keep the old address.
  await auth.authStateReady();
  if (!auth.currentUser) return { email: data.email ?? "", signedIn: false };
  try {
    return { email: await currentEmailNow(), signedIn: true };
  } catch {
    // Firebase may end the other sessions of an account whose email changed.
    return { email: data.email ?? "", signedIn: false };
  }
}
