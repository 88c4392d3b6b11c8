import { Link } from "@/components/ui/link";
import { brand } from "@/config/brand";
import { footerExtraLinks, footerGroups, languages } from "@/config/footer";

function LinkList({ links, className }: { links: readonly { href: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="footer-link">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="grid gap-8 sm:grid-cols-3">
          {footerGroups.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <h2 id={`footer-${group.title}`} className="text-sm font-semibold text-slate-900">
                {group.title}
              </h2>
              <LinkList links={group.links} className="mt-3 space-y-2" />
            </nav>
          ))}
          <div>
            <label htmlFor="language" className="text-sm font-semibold text-slate-900">
              Language
            </label>
            <select
              id="language"
              name="language"
              defaultValue="en"
              className="mt-3 block w-40 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800"
            >
              {languages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-200 pt-6 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-slate-600">
            © {brand.copyrightYear} {brand.name}. All rights reserved.
          </p>
          <nav aria-label="More links">
            <LinkList links={footerExtraLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
