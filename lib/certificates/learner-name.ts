/** How long a name on a certificate may be, once trimmed. */
export const LEARNER_NAME_MAX = 120;

export const NAME_MISSING = "Enter the name to print on your certificate.";
export const NAME_TOO_LONG = `Use at most ${LEARNER_NAME_MAX} characters for the name on your certificate.`;

/**
 * The name as stored: trimmed, inner runs of white space (and line breaks, which would break the
 * PDF's line) made one space.
 */
export const cleanLearnerName = (value: string) => value.replace(/\s+/g, " ").trim();

/** The name a certificate starts with: the account's first and last name (decision 0182). */
export function defaultLearnerName(firstName: string, lastName: string, email: string): string {
  const name = cleanLearnerName(`${firstName} ${lastName}`) || cleanLearnerName(email.split("@")[0] ?? "");
  return [...(name || "Learner")].slice(0, LEARNER_NAME_MAX).join("");
}
