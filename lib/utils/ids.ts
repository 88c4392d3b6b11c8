const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** SPEC §9: generated id suffix length. */
export const ID_SUFFIX_LENGTH = 13;
// The largest multiple of 62 below 256: bytes at or above it are redrawn so every
// character is equally likely (a plain `byte % 62` favours the first 8 characters).
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** `prefix_` plus 13 cryptographically random alphanumeric characters (SPEC §3). */
export function generateId(prefix: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(prefix)) {
    throw new Error(`Id prefix must be alphanumeric, got "${prefix}"`);
  }
  let suffix = "";
  const bytes = new Uint8Array(ID_SUFFIX_LENGTH * 2);
  while (suffix.length < ID_SUFFIX_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && suffix.length < ID_SUFFIX_LENGTH) {
        suffix += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return `${prefix}_${suffix}`;
}

export function isGeneratedId(value: string, prefix?: string): boolean {
  const match = /^([A-Za-z0-9-]+)_([A-Za-z0-9]{13})$/.exec(value);
  return match !== null && (prefix === undefined || match[1] === prefix);
}

// Document ids "cannot match the regular expression __.*__" (https://firebase.google.com/docs/firestore/quotas):
// Firestore answers INVALID_ARGUMENT even to a read, so such an id from a URL or a body would
// surface as a 500 instead of "not found".
const RESERVED_ID = /^__.*__$/;

/**
 * True for an id from a request that can only name one Firestore document: 1 to `maxLength`
 * letters, digits, "_" or "-" (no "/" to reach another path) and not a reserved `__…__` id.
 */
export function isDocumentId(value: unknown, maxLength = 128): value is string {
  return typeof value === "string" && value.length >= 1 && value.length <= maxLength && /^[A-Za-z0-9_-]+$/.test(value) && !RESERVED_ID.test(value);
}
