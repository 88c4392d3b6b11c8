import {
  applyActionCode,
  EmailAuthProvider,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  unlink,
  updateProfile,
} from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";
import { signOut } from "./session";
import { userHeaders } from "./user-headers";

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
  const response = await fetch("/api/account", { method: "DELETE", headers: await userHeaders(currentUser(), true) });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; error?: string };
    throw Object.assign(new Error(body.error ?? "Account deletion failed"), { code: body.code ?? "account/delete-failed" });
  }
  await signOut();
}

/** Applies the code of a verification email (the link opens /auth/action?mode=verifyEmail). */
export async function confirmEmailVerification(code: string): Promise<void> {
  const auth = getClientAuth();
  await applyActionCode(auth, code);
  if (auth.currentUser) await reload(auth.currentUser);
}
