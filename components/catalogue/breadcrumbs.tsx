import { Link } from "@/components/ui/link";

export type Crumb = { label: string; href: string };

/** The trail to this page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <Link href={crumb.href} className="hover:text-brand-700 hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        {/* A long unbroken title wraps instead of widening the page (see the product summary). */}
        <li aria-current="page" className="font-medium text-slate-900 wrap-anywhere">
          {current}
        </li>
      </ol>
    </nav>
  );
}
