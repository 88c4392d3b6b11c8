/** The longest public name a review, question or answer carries (firestore.rules check it). */
export const PUBLIC_NAME_MAX = 60;

/**
 * How a person appears beside what they post: first name and last initial, e.g. "Maya F."
 * (the privacy policy promises no more). "Learner" when the record has no names yet.
 */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0);
  const name = [first, initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
  return (name || "Learner").slice(0, PUBLIC_NAME_MAX);
}
