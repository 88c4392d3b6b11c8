import type { Role } from "@/lib/types/user";

export type NavLink = {
  label: string;
  href: string;
  /** Paths whose pages belong to this link, which marks them as its own (e.g. the whole admin area). */
  sections?: readonly string[];
};

// SPEC §2 "Navigation menus": labels and order are part of the contract.
const library = { label: "Library", href: "/library", sections: ["/library"] };
const cart = { label: "Cart", href: "/cart" };
const dashboard = { label: "Dashboard", href: "/dashboard", sections: ["/dashboard"] };
const account = { label: "Account", href: "/dashboard/account" };
const help = { label: "Help", href: "/support/help" };
const admin = { label: "Admin", href: "/admin", sections: ["/admin"] };
const login = { label: "Login", href: "/login" };
const register = { label: "Register", href: "/register" };

const mainMenus: Record<Role, NavLink[]> = {
  visitor: [cart, help, login, register],
  user: [library, cart, dashboard, account, help],
  admin: [library, cart, dashboard, account, help, admin],
};

export function mainMenuFor(role: Role): NavLink[] {
  return mainMenus[role];
}

/** Shown while the auth state is unknown: only what every role sees, so nothing flips. */
export const undecidedMenu: NavLink[] = [cart, help];

/**
 * The pages reached through each dashboard section's tabs (docs/decisions/0171-dashboard-section-tabs.md):
 * the spec's side menu keeps its four entries, and the pages it does not name sit under the
 * section they belong to.
 */
export const accountTabs: NavLink[] = [
  { label: "Profile", href: "/dashboard/account" },
  { label: "Settings", href: "/dashboard/settings" },
  { label: "Notifications", href: "/dashboard/notifications" },
  { label: "Orders", href: "/dashboard/orders", sections: ["/dashboard/orders"] },
];

export const performanceTabs: NavLink[] = [
  { label: "Performance", href: "/dashboard/performance" },
  { label: "Payouts", href: "/dashboard/payouts", sections: ["/dashboard/payouts"] },
];

const pagesOf = (tabs: NavLink[]) => tabs.flatMap((tab) => tab.sections ?? [tab.href]);

export const dashboardMenu: NavLink[] = [
  { label: "Overview", href: "/dashboard" },
  { label: "Account", href: "/dashboard/account", sections: pagesOf(accountTabs) },
  { label: "Performance", href: "/dashboard/performance", sections: pagesOf(performanceTabs) },
  { label: "Guides", href: "/dashboard/guides/general", sections: ["/dashboard/guides"] },
];

/** Each side-menu section with tabs, named as its navigation is. */
export const dashboardTabs: { label: string; tabs: NavLink[] }[] = [
  { label: "Account", tabs: accountTabs },
  { label: "Performance", tabs: performanceTabs },
];

export const guidesMenu: NavLink[] = [
  { label: "General", href: "/dashboard/guides/general" },
  { label: "Practical", href: "/dashboard/guides/practical" },
  { label: "Why teach here", href: "/dashboard/guides/why" },
  { label: "Copyright", href: "/dashboard/guides/copyright" },
];

export const adminMenu: NavLink[] = [
  { label: "Admin overview", href: "/admin" },
  { label: "Add university data", href: "/admin/addUniData", sections: ["/admin/addUniData"] },
  { label: "Product approvals", href: "/admin/product_approval", sections: ["/admin/product_approval"] },
  { label: "Course Access", href: "/admin/course_access" },
];

/**
 * Admin pages beyond the spec's side menu (whose four entries are contract): shown as the admin
 * area's sub-navigation above each page.
 */
export const adminMoreMenu: NavLink[] = [
  { label: "Orders", href: "/admin/orders", sections: ["/admin/orders"] },
  { label: "Certificates", href: "/admin/certificates" },
  { label: "Code documentation", href: "/admin/codeDocumentation" },
];

export const addUniDataChoices: NavLink[] = [
  { label: "University", href: "/admin/addUniData/addUniversity" },
  { label: "University Degree", href: "/admin/addUniData/addUniDegree" },
  { label: "University Course", href: "/admin/addUniData/addUniCourse" },
  { label: "Existing University Course", href: "/admin/addUniData/addExUniCourse" },
  { label: "University Section", href: "/admin/addUniData/addUniSection" },
];
