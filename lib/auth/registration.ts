import { isEmail } from "@/lib/utils/email";

export type Registration = { firstName: string; lastName: string; email: string; password: string };
export type RegistrationErrors = Partial<Record<keyof Registration, string>>;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_NAME_LENGTH = 100;

/** Field messages for first and last name, shared by registration and the account page. */
export function validateNames(values: Pick<Registration, "firstName" | "lastName">): Pick<RegistrationErrors, "firstName" | "lastName"> {
  const errors: Pick<RegistrationErrors, "firstName" | "lastName"> = {};
  for (const [field, label] of [["firstName", "first name"], ["lastName", "last name"]] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = `Enter your ${label}.`;
    else if (value.length > MAX_NAME_LENGTH) errors[field] = `Your ${label} can have at most ${MAX_NAME_LENGTH} characters.`;
  }
  return errors;
}

/** Field messages for a registration form; empty when it can be sent. */
export function validateRegistration(values: Registration): RegistrationErrors {
  const errors: RegistrationErrors = validateNames(values);
  const email = values.email.trim();
  if (!email) errors.email = "Enter your email address.";
  else if (!isEmail(email)) errors.email = "Enter a valid email address, like name@example.com.";
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Choose a password with at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  return errors;
}
