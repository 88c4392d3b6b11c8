import Cookies from "js-cookie";

/** One of our own cookies, for the whole site: path /, sent on same-site navigations, HTTPS-only where the site is. */
export function setSiteCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, { path: "/", expires: days, sameSite: "lax", secure: window.location.protocol === "https:" });
}
