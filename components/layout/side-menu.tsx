import type { NavLink } from "@/config/menus";
import { MenuList } from "./menu-list";

const item = "block rounded-md px-3 py-2 text-sm";
// A bar at the left edge besides the tint: the tint alone is too faint on white to be seen.
const currentItem = `${item} bg-brand-50 font-semibold text-brand-800 shadow-[inset_3px_0_0_var(--color-brand-700)]`;
const otherItem = `${item} font-medium text-slate-800 hover:bg-slate-100`;

/** The side menu of the dashboard and admin areas, marking where the user is. */
export function SideMenu({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      {/* Narrow screens wrap the entries onto more lines: a sideways scroller hid the last ones with no sign of them. */}
      <MenuList links={links} className="flex flex-wrap gap-1 md:flex-col" currentItem={currentItem} otherItem={otherItem} />
    </nav>
  );
}
