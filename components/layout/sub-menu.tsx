import type { NavLink } from "@/config/menus";
import { MenuList } from "./menu-list";

const item = "block rounded-md px-3 py-1.5 text-sm";
const currentItem = `${item} bg-brand-50 font-semibold text-brand-800 underline underline-offset-4`;
const otherItem = `${item} font-medium text-slate-700 hover:bg-slate-100`;

/** A section's pages beyond its side menu, in a row above the page, marking where the user is. */
export function SubMenu({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-slate-200 pb-3 print:hidden">
      <MenuList links={links} className="flex flex-wrap gap-1" currentItem={currentItem} otherItem={otherItem} />
    </nav>
  );
}
