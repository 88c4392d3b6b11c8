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
  "auth/cancelled-popup-request": "The sign-in window was closed before you finished. Try again when you are ready.",
  "auth/operation-not-allowed": "This sign-in method is not available at the moment. Choose another one.",
  "auth/account-exists-with-different-credential":
    "An account with this email already exists with another sign-in method. Sign in that way, then link this one on your account page.",
  "auth/credential-already-in-use": "That account is already linked to another Verdant Campus account.",
  "auth/provider-already-linked": "This sign-in method is already linked to your account.",
  "auth/no-such-provider": "This sign-in method is not linked to your account.",
  "auth/requires-recent-login": "For your security, confirm it is you and try again.",
  "auth/invalid-phone-number": "Enter your phone number in international format, starting with + and the country code.",
  "auth/missing-phone-number": "Enter your phone number in international format, starting with + and the country code.",
  "auth/invalid-verification-code": "That code is not right. Check the text message and try again.",
  "auth/missing-verification-code": "Enter the 6-digit code from the text message.",
  "auth/code-expired": "This code has expired. Ask for a new one.",
  "auth/quota-exceeded": "Too many codes were sent. Wait a few minutes and try again.",
  "auth/captcha-check-failed": "We could not confirm you are not a robot. Reload the page and try again.",
  "auth/unverified-email": "Verify your email address before you add two-step verification.",
  "auth/second-factor-already-in-use": "This phone number is already your second step.",
  "auth/maximum-second-factor-count-exceeded": "You have the most second steps an account can have. Remove one first.",
  "auth/unsupported-second-factor": "Your second step is not a phone. Contact support to recover your account.",
  "auth/invalid-token": "Your session has expired. Sign in again.",
  "auth/user-token-expired": "Your sign-in has ended, for example because your email address changed. Sign in again.",
  "account/delete-failed": "We could not delete your account. Please try again.",
};

const fallback = "Sign-in failed. Please try again.";

export function authErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const message = messages[code];
  // Anything unexpected is logged for support; the user sees the general message.
  if (!message) console.error(error);
  return message ?? fallback;
}
