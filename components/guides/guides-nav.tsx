import { Link } from "@/components/ui/link";
import { guidesMenu } from "@/config/menus";

/**
 * The four creator guides as tabs. A server component: each page names itself, so no client
 * code is needed to mark the current one.
 */
export function GuidesNav({ current }: { current: string }) {
  return (
    <nav aria-label="Guides" className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6 lg:px-8">
      <ul className="flex flex-wrap gap-2">
        {guidesMenu.map((link) => {
          const active = link.href === current;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={
                  active
                    ? "block rounded-full bg-brand-700 px-4 py-1.5 text-sm font-medium text-white"
                    : "block rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
                }
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
