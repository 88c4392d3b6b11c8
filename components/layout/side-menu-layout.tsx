import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import type { NavLink } from "@/config/menus";

type SideMenuLayoutProps = { label: string; links: NavLink[]; children: ReactNode };

/** The page-specific layout of the dashboard and admin areas: a side menu beside the page. */
export function SideMenuLayout({ label, links, children }: SideMenuLayoutProps) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row lg:px-8">
      <nav aria-label={label} className="md:w-56 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
