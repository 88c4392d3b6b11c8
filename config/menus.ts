import type { Role } from "@/lib/types/user";

export type NavLink = {
  label: string;
  href: string;
  /** A path whose pages belong to this link, which marks them as its own (e.g. the whole admin area). */
  section?: string;
};

// SPEC §2 "Navigation menus": labels and order are part of the contract.
const library = { label: "Library", href: "/library", section: "/library" };
const cart = { label: "Cart", href: "/cart" };
const dashboard = { label: "Dashboard", href: "/dashboard", section: "/dashboard" };
const account = { label: "Account", href: "/dashboard/account" };
const help = { label: "Help", href: "/support/help" };
const admin = { label: "Admin", href: "/admin", section: "/admin" };
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

export const dashboardMenu: NavLink[] = [
  { label: "Overview", href: "/dashboard" },
  { label: "Account", href: "/dashboard/account" },
  { label: "Performance", href: "/dashboard/performance" },
  { label: "Guides", href: "/dashboard/guides/general", section: "/dashboard/guides" },
];

export const guidesMenu: NavLink[] = [
  { label: "General", href: "/dashboard/guides/general" },
  { label: "Practical", href: "/dashboard/guides/practical" },
  { label: "Why teach here", href: "/dashboard/guides/why" },
  { label: "Copyright", href: "/dashboard/guides/copyright" },
];

export const adminMenu: NavLink[] = [
  { label: "Admin overview", href: "/admin" },
  { label: "Add university data", href: "/admin/addUniData", section: "/admin/addUniData" },
  { label: "Product approvals", href: "/admin/product_approval", section: "/admin/product_approval" },
  { label: "Course Access", href: "/admin/course_access" },
];

/**
 * Admin pages beyond the spec's side menu (whose four entries are contract): shown as the admin
 * area's sub-navigation above each page.
 */
export const adminMoreMenu: NavLink[] = [
  { label: "Orders", href: "/admin/orders", section: "/admin/orders" },
  { label: "Code documentation", href: "/admin/codeDocumentation" },
];

export const addUniDataChoices: NavLink[] = [
  { label: "University", href: "/admin/addUniData/addUniversity" },
  { label: "University Degree", href: "/admin/addUniData/addUniDegree" },
  { label: "University Course", href: "/admin/addUniData/addUniCourse" },
  { label: "Existing University Course", href: "/admin/addUniData/addExUniCourse" },
  { label: "University Section", href: "/admin/addUniData/addUniSection" },
];
