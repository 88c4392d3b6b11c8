"use client";

import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";
import type { NavLink } from "@/config/menus";
import { currentLink } from "./current-link";

type MenuListProps = { links: NavLink[]; className: string; currentItem: string; otherItem: string };

/** A menu's entries, the one where the user is marked `aria-current` (side menu, sub-menu). */
export function MenuList({ links, className, currentItem, otherItem }: MenuListProps) {
  const current = currentLink(links, usePathname());
  return (
    <ul className={className}>
      {links.map((link) => {
        const mark = current?.href === link.href ? current.current : undefined;
        return (
          <li key={link.href}>
            <Link href={link.href} aria-current={mark} className={mark ? currentItem : otherItem}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
