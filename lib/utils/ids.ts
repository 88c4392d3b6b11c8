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
