/**
 * University email domains (docs/decisions/0187-university-email-domains.md): what admins list
 * for a university and how an address is matched against those lists. A listed domain covers its
 * subdomains too ("tudelft.nl" covers "student.tudelft.nl"): universities hand out addresses
 * under faculty and student subdomains an admin cannot enumerate.
 */
export const MAX_DOMAINS = 20;
export const MAX_DOMAIN_LENGTH = 253;
/** RFC 5321's limit for a whole address. */
export const MAX_EMAIL_LENGTH = 254;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^[a-z]{2,63}$/;

/** A lowercase host name of at least two labels with an alphabetic top-level domain, e.g. "tudelft.nl". */
export function isDomain(value: string): boolean {
  if (!value || value.length > MAX_DOMAIN_LENGTH) return false;
  const labels = value.split(".");
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? "");
}

export type ParsedDomains = { ok: true; domains: string[] } | { ok: false; error: string };

/**
 * An admin's list, as typed ("tudelft.nl, student.tudelft.nl" or one per line): lowercased, a
 * leading "@" dropped, duplicates removed, order kept. Empty is allowed (no verification then).
 */
export function parseDomains(text: string): ParsedDomains {
  if (text.length > MAX_DOMAINS * (MAX_DOMAIN_LENGTH + 2)) return { ok: false, error: `List at most ${MAX_DOMAINS} domains.` };
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
  const invalid = entries.find((entry) => !isDomain(entry));
  if (invalid !== undefined) {
    const shown = invalid.length > 40 ? `${invalid.slice(0, 40)}…` : invalid;
    return { ok: false, error: `“${shown}” is not a domain. Enter domains like tudelft.nl, separated by commas.` };
  }
  const domains = [...new Set(entries)];
  if (domains.length > MAX_DOMAINS) return { ok: false, error: `List at most ${MAX_DOMAINS} domains.` };
  return { ok: true, domains };
}

/** The domain of an address, lowercased, or null when `email` is not an address with a valid domain. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || email.length > MAX_EMAIL_LENGTH) return null;
  const local = email.slice(0, at);
  if (/[\s<>()[\]\\,;:"]/.test(local)) return null;
  const domain = email.slice(at + 1).toLowerCase();
  return isDomain(domain) ? domain : null;
}

/** Whether an address at `domain` belongs to a university that lists `listed`. */
export const domainMatches = (domain: string, listed: string) => domain === listed || domain.endsWith(`.${listed}`);

/**
 * `domain` and every parent of it with at least two labels, most specific first: the listed
 * domains that could cover it ("a.b.tudelft.nl" → itself, "b.tudelft.nl", "tudelft.nl").
 */
export function coveringDomains(domain: string): string[] {
  const labels = domain.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}
