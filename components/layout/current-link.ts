import type { NavLink } from "@/config/menus";

/** The one link of a menu that stands for `pathname`, and how (the value of its aria-current). */
export type CurrentLink = { href: string; current: "page" | "true" };

const inside = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/**
 * The link to this very page is the "page"; failing that, the link whose section holds the page
 * (the most specific one) is the current item of the set, "true", as in GOV.UK's service
 * navigation: https://design-system.service.gov.uk/components/service-navigation/. So on
 * /dashboard/account the header marks Account, and on /dashboard/performance Dashboard.
 */
export function currentLink(links: readonly NavLink[], pathname: string): CurrentLink | null {
  const page = links.find((link) => link.href === pathname);
  if (page) return { href: page.href, current: "page" };
  const depth = (link: NavLink) => Math.max(0, ...(link.sections ?? []).filter((section) => inside(pathname, section)).map((section) => section.length));
  const closest = links.filter((link) => depth(link) > 0).sort((a, b) => depth(b) - depth(a))[0];
  return closest ? { href: closest.href, current: "true" } : null;
}
