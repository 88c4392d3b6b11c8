/**
 * Where to go after sign-in. Only a path on this site is accepted: anything that a browser
 * could read as another origin ("//evil.example", "/\\evil.example", "https://…") falls back
 * to `fallback`, so the login page cannot be used as an open redirect.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Browsers drop tabs and newlines inside URLs, which turns "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "https://same.site");
    return url.origin === "https://same.site" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The `?next=` of the page the browser is on, made safe. Read when it is needed (after a
 * sign-in), not while rendering: a page that reads search params while rendering cannot be
 * pre-rendered, and its form would appear only after hydration.
 */
export function currentReturnPath(): string {
  return safeReturnPath(new URLSearchParams(window.location.search).get("next"));
}
