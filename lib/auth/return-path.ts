// Any origin would do: only whether a value stays on it matters. `.invalid` can never be a real host.
const SITE = "https://site.invalid";

/** Characters a browser drops or rewrites in a URL (tabs, newlines, "\" read as "/"), before or after decoding. */
const REWRITTEN = /[\u0000-\u001f\u007f\\]/;

/** The path with every percent-escape undone (as a server or router may do), or null when it is malformed. */
function decoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Where to go after sign-in, or after any link that names a page of ours: a path on this site,
 * or `fallback`. The one check for every `next=`, `continueUrl` and notification link (issue 48).
 * The value is read as a browser reads it, and then the result is checked again, because
 * normalising makes new paths: "/.//evil.example" and "/%2e//evil.example" both come out as
 * "//evil.example", which a browser opens as another site. The path returned starts with exactly
 * one "/", also once percent-escapes are undone, and reads the same when checked again.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || REWRITTEN.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const plain = decoded(url.pathname);
  if (plain === null || plain.startsWith("//") || REWRITTEN.test(plain)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page of ours an absolute link names (Firebase's `continueUrl`), made safe: only its path,
 * query and fragment are kept, so whatever host it names, the browser stays on this site.
 */
export function linkReturnPath(link: string | null | undefined, fallback = "/"): string {
  if (!link) return fallback;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return fallback;
  }
  return safeReturnPath(`${url.pathname}${url.search}${url.hash}`, fallback);
}

/**
 * The `?next=` of the page the browser is on, made safe. Read when it is needed (after a
 * sign-in), not while rendering: a page that reads search params while rendering cannot be
 * pre-rendered, and its form would appear only after hydration.
 */
export function currentReturnPath(): string {
  return safeReturnPath(new URLSearchParams(window.location.search).get("next"));
}
