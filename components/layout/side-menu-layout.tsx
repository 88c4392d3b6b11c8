import type { ReactNode } from "react";
import type { NavLink } from "@/config/menus";
import { SideMenu } from "./side-menu";

type SideMenuLayoutProps = { label: string; links: NavLink[]; children: ReactNode };

/** The page-specific layout of the dashboard and admin areas: a side menu beside the page. */
export function SideMenuLayout({ label, links, children }: SideMenuLayoutProps) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row lg:px-8">
      <SideMenu label={label} links={links} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
