/**
 * What a secret looks like, for the tests that walk everything one account can read or export
 * (issue 48, "Secrets never sit where their owner can read them"): the very secrets its flows
 * issued, links whose parameters carry a key, and long random strings.
 */

export type Finding = { where: string; what: string; value: string };

/** A place the scan does not judge by shape, and why (the known secrets are still looked for there). */
export type Exemption = { where: RegExp; why: string };

// Parameter names that carry keys in our links, Firebase's action links (oobCode, apiKey) and
// signed URLs (sig, signature).
const KEY_PARAMETER = /[?&#;](token|oobcode|code|key|apikey|secret|sig|signature|access_token|id_token|refresh_token|password)=([^&#\s"'<>]+)/gi;
// 32 base64url characters hold 192 random bits; the ids stored here are shorter (Auth uids 28,
// Firestore ids 20, ours 13 after a prefix), and the uids that compose longer ids are taken out first.
const RUN = /[A-Za-z0-9_-]{32,}/g;
const HEX = /[0-9a-f]{32,}/i;

/** A run of 32+ base64url characters that is random rather than words: mixed case, or hex. */
function randomLooking(run: string): boolean {
  const upper = run.replace(/[^A-Z]/g, "").length;
  const lower = run.replace(/[^a-z]/g, "").length;
  return (upper >= 2 && lower >= 2) || HEX.test(run);
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The findings in one string: a known secret anywhere, else a key in a link or a random run (unless exempt). */
export function secretsIn(value: string, where: string, { known, ids, exempt }: { known: string[]; ids: string[]; exempt: Exemption[] }): Finding[] {
  const found: Finding[] = [];
  const texts = [value, decoded(value)];
  for (const secret of known) {
    if (texts.some((text) => text.includes(secret))) found.push({ where, what: "a secret a flow issued", value });
  }
  if (exempt.some((exemption) => exemption.where.test(where))) return found;
  for (const text of texts) {
    for (const [, name] of text.matchAll(KEY_PARAMETER)) found.push({ where, what: `a link with a ${name} parameter`, value });
    const withoutIds = ids.reduce((rest, id) => rest.replaceAll(id, "<id>"), text);
    for (const [run] of withoutIds.matchAll(RUN)) if (randomLooking(run)) found.push({ where, what: "a long random string", value: run });
  }
  return found.filter((finding, index) => found.findIndex((other) => other.where === finding.where && other.what === finding.what) === index);
}

const isPlainObject = (value: object) => Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;

/** Every string in `value`, keys included, checked as `secretsIn` does; `where` names the place. */
export function scan(value: unknown, where: string, options: Parameters<typeof secretsIn>[2]): Finding[] {
  if (typeof value === "string") return secretsIn(value, where, options);
  // Timestamps, references and other class instances carry no text of the person's.
  if (!value || typeof value !== "object" || !isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, field]) => [...secretsIn(key, `${where}.${key} (key)`, options), ...scan(field, `${where}.${key}`, options)]);
}
