import { Link } from "@/components/ui/link";
import { catalogueHref, type CatalogueQuery } from "@/lib/catalogue/query";

const linkClass = "pager-link";

/**
 * Cursor paging moves forward only: "First page" goes back to the start. Links keep every
 * filter and the sort, so a page is a URL like any other.
 */
export function Pager({ query, nextCursor }: { query: CatalogueQuery; nextCursor: string | null }) {
  if (!query.after && !nextCursor) return null;
  return (
    <nav aria-label="Pagination" className="flex justify-between gap-4">
      {query.after ? (
        <Link href={catalogueHref(query, { after: undefined })} className={linkClass}>
          First page
        </Link>
      ) : (
        <span />
      )}
      {nextCursor ? (
        <Link href={catalogueHref(query, { after: nextCursor })} className={linkClass} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
