/** Firebase Auth error codes as people should read them; the code itself is never shown. */
const messages: Record<string, string> = {
  "auth/invalid-credential": "The email or password is not right. Check both and try again.",
  "auth/wrong-password": "The email or password is not right. Check both and try again.",
  "auth/user-not-found": "The email or password is not right. Check both and try again.",
  "auth/invalid-email": "Enter a valid email address, like name@example.com.",
  "auth/user-disabled": "This account has been disabled. Contact support if you think this is a mistake.",
  "auth/too-many-requests": "Too many attempts. Wait a few minutes, or reset your password.",
  "auth/network-request-failed": "We could not reach the sign-in service. Check your connection and try again.",
  "auth/email-already-in-use": "An account with this email already exists. Sign in instead, or reset your password.",
  "auth/weak-password": "Choose a password with at least 8 characters.",
  "auth/popup-blocked": "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.",
  "auth/popup-closed-by-user": "The sign-in window was closed before you finished. Try again when you are ready.",
  "auth/user-mismatch": "You signed in with a different account than the one you are using here. Use the same account.",
  "auth/unauthorized-domain": "Sign-in is not enabled for this web address. Please contact support.",
  "auth/invalid-api-key": "Sign-in is misconfigured on our side. Please contact support.",
  "auth/expired-action-code": "This link has expired. Ask for a new one and use it within an hour.",
  "auth/invalid-action-code": "This link is not valid any more: it may have been used already. Ask for a new one.",
  "auth/argument-error": "Something in the sign-in request was not right. Reload the page and try again.",
};

const fallback = "Sign-in failed. Please try again.";

export function authErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const message = messages[code];
  // Anything unexpected is logged for support; the user sees the general message.
  if (!message) console.error(error);
  return message ?? fallback;
}
