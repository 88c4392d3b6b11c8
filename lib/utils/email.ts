// The one email check of every form and API that takes an address (sign-in, registration,
// password reset, course access, team invitations). Deliberately loose: Firebase Auth is the
// judge of real addresses; this only catches typos, and refuses anything longer than the 254
// characters mail can carry (RFC 5321).
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
