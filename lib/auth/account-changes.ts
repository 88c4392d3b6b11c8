import { isEmail } from "@/lib/utils/email";
import { MIN_PASSWORD_LENGTH } from "./registration";

export type PasswordChange = { current: string; next: string; repeat: string };
export type PasswordChangeErrors = Partial<Record<keyof PasswordChange, string>>;

export type EmailChange = { email: string; password: string };
export type EmailChangeErrors = Partial<Record<keyof EmailChange, string>>;

export const WRONG_CURRENT_PASSWORD = "That is not your current password.";
export const EMAIL_TAKEN = "Another account already uses this email address.";

/** Field messages for the password form; empty when it can be sent. */
export function validatePasswordChange({ current, next, repeat }: PasswordChange): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!current) errors.current = "Enter your current password.";
  if (next.length < MIN_PASSWORD_LENGTH) errors.next = `Choose a password with at least ${MIN_PASSWORD_LENGTH} characters.`;
  else if (next === current) errors.next = "Choose a password different from your current one.";
  if (!errors.next && repeat !== next) errors.repeat = "The two new passwords do not match.";
  return errors;
}

/** Field messages for the email form; `needsPassword` when the account signs in with one. */
export function validateEmailChange({ email, password }: EmailChange, currentEmail: string, needsPassword: boolean): EmailChangeErrors {
  const errors: EmailChangeErrors = {};
  const wanted = email.trim();
  if (!wanted) errors.email = "Enter your new email address.";
  else if (!isEmail(wanted)) errors.email = "Enter a valid email address, like name@example.com.";
  else if (wanted.toLowerCase() === currentEmail.toLowerCase()) errors.email = "This is already your email address.";
  if (needsPassword && !password) errors.password = "Enter your password to confirm.";
  return errors;
}

const codeOf = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "");

/** Which field a Firebase Auth refusal belongs beside, and what it says there; null: a form-level error. */
export function fieldOfAuthError(error: unknown): { field: "password" | "email" | "next"; message: string } | null {
  switch (codeOf(error)) {
    case "auth/invalid-credential":
    case "auth/wrong-password":
      return { field: "password", message: WRONG_CURRENT_PASSWORD };
    case "auth/email-already-in-use":
      return { field: "email", message: EMAIL_TAKEN };
    case "auth/invalid-email":
    case "auth/invalid-new-email":
      return { field: "email", message: "Enter a valid email address, like name@example.com." };
    case "auth/weak-password":
      return { field: "next", message: `Choose a password with at least ${MIN_PASSWORD_LENGTH} characters.` };
    default:
      return null;
  }
}
