import type { NavLink } from "./menus";

export type FooterGroup = { title: string; links: NavLink[] };

// SPEC §2 "Footer groups".
export const footerGroups: FooterGroup[] = [
  {
    title: "Company",
    links: [
      { label: "Mission", href: "/info/company/mission" },
      { label: "Contact", href: "/info/company/contact" },
    ],
  },
  {
    title: "Policies",
    links: [
      { label: "Terms of conditions", href: "/info/policies/en/terms_of_conditions" },
      { label: "Cookies policy", href: "/info/policies/en/cookies_policy" },
    ],
  },
];

/** The footer's "additional links": every other information page, one click from anywhere. */
export const footerExtraLinks: NavLink[] = [
  // The main menus are fixed by the spec, so the footer is where every page leads to the catalogue.
  { label: "Browse courses", href: "/courses" },
  { label: "Universities", href: "/universities" },
  { label: "Privacy policy", href: "/info/policies/en/privacy_policy" },
  { label: "Disclaimer", href: "/info/policies/en/disclaimer" },
  { label: "Teach with us", href: "/info/company/join" },
  { label: "How we earn", href: "/info/company/profitmodel" },
  { label: "University focus", href: "/info/company/universityfocus" },
  { label: "Help", href: "/support/help" },
];

export const languages = [{ code: "en", label: "English" }] as const;
