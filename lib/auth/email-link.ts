import { isSignInWithEmailLink, sendSignInLinkToEmail, signInWithEmailLink } from "firebase/auth";
import { getClientAuth } from "@/lib/firebase/client";
import { EMAIL_LINK_PATH } from "./email-link-path";
import { ensureUserRecord } from "./user-record";

// Firebase's recommended hand-over: the address is kept on the device that asked for the link,
// so opening the link there needs no retyping (https://firebase.google.com/docs/auth/web/email-link-auth).
const STORED_EMAIL = "verdant:emailForSignIn";

/** Sends a passwordless sign-in link that opens our completion page and then `next`. */
export async function sendEmailSignInLink(email: string, next: string): Promise<void> {
  const url = new URL(EMAIL_LINK_PATH, window.location.origin);
  url.searchParams.set("next", next);
  await sendSignInLinkToEmail(getClientAuth(), email.trim(), { url: url.toString(), handleCodeInApp: true });
  window.localStorage.setItem(STORED_EMAIL, email.trim());
}

export function isEmailSignInLink(href: string): boolean {
  return isSignInWithEmailLink(getClientAuth(), href);
}

/** The address this device asked a link for, if any (a link opened elsewhere must ask). */
export function storedSignInEmail(): string {
  return window.localStorage.getItem(STORED_EMAIL) ?? "";
}

export async function completeEmailLinkSignIn(email: string, href: string): Promise<void> {
  const { user } = await signInWithEmailLink(getClientAuth(), email.trim(), href);
  window.localStorage.removeItem(STORED_EMAIL);
  await ensureUserRecord(user);
}
