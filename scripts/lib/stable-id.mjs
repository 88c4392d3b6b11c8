import { createHash } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** An id in the spec's format (prefix, '_', 13 alphanumerics) that is the same on every run. */
export function stableId(prefix, key) {
  const bytes = createHash("sha256").update(key).digest();
  let suffix = "";
  for (let i = 0; suffix.length < 13; i++) suffix += ALPHABET[bytes[i] % ALPHABET.length];
  return `${prefix}_${suffix}`;
}
