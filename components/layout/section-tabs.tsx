"use client";

import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";
import type { NavLink } from "@/config/menus";
import { currentLink } from "./current-link";

type TabGroup = { label: string; tabs: NavLink[] };

const tab = "block whitespace-nowrap border-b-2 px-3 py-2 text-sm";
// Underlined as well as coloured, as in the main menu: colour alone would not tell it apart (WCAG 1.4.1).
const currentTab = `${tab} border-brand-700 font-semibold text-brand-800`;
const otherTab = `${tab} border-transparent font-medium text-slate-700 hover:border-slate-300 hover:text-slate-900`;

/**
 * The tabs of the side-menu section the page belongs to (none outside those sections). Links, not
 * an ARIA tablist: each tab is a page of its own, so the current one is aria-current, as the
 * side menu marks its entries.
 */
export function SectionTabs({ groups }: { groups: TabGroup[] }) {
  const pathname = usePathname();
  const group = groups.find(({ tabs }) => currentLink(tabs, pathname));
  if (!group) return null;
  const current = currentLink(group.tabs, pathname);
  return (
    <nav aria-label={group.label} className="mb-6 border-b border-slate-200 print:hidden">
      {/* Wrapped rather than scrolled sideways on a phone: a scroller hides the last tabs with no sign of them. */}
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {group.tabs.map((link) => {
          const mark = current?.href === link.href ? current.current : undefined;
          return (
            <li key={link.href}>
              <Link href={link.href} aria-current={mark} className={mark ? currentTab : otherTab}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
