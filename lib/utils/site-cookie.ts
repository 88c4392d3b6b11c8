// Our two cookies (the consent choice, the session hint) hold short ASCII values and are read
// and written on every page: a few lines of document.cookie, not js-cookie's 0.7 kB (gzip) in
// every page's first download (docs/decisions/0143-product-page-room-for-cart-listeners.md).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The value of the cookie `name` this page can see, or undefined. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split("; ") : []) {
    const equals = pair.indexOf("=");
    if (pair.slice(0, equals) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(equals + 1));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function writeSiteCookie(name: string, value: string, expires: Date): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; expires=${expires.toUTCString()}; samesite=lax${secure}`;
}

/** One of our own cookies, for the whole site: path /, sent on same-site navigations, HTTPS-only where the site is. */
export function setSiteCookie(name: string, value: string, days: number): void {
  writeSiteCookie(name, value, new Date(Date.now() + days * DAY_MS));
}

export function removeSiteCookie(name: string): void {
  writeSiteCookie(name, "", new Date(0));
}
