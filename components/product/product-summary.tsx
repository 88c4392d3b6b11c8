import { Link } from "@/components/ui/link";
import { productTypeLabel, sdgLabel } from "@/lib/catalogue/labels";
import type { Product } from "@/lib/types/product";
import type { UniCourseName, UniversityName } from "@/lib/types/university";
import { ProductRating } from "./stars";

type ProductSummaryProps = { product: Product; university: UniversityName | null; uniCourse: UniCourseName | null };

const link = "text-link hover:text-brand-800";

/** Title, who made it, where it is taught, its rating and its goals. */
export function ProductSummary({ product, university, uniCourse }: ProductSummaryProps) {
  const others = product.creators.length - 1;
  return (
    <header className="space-y-3">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{productTypeLabel(product.type)}</p>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{product.title}</h1>
      {product.subtitle ? <p className="text-lg text-slate-700">{product.subtitle}</p> : null}
      <p className="text-slate-700">
        Created by <span className="font-semibold text-slate-900">{product.author}</span>
        {others > 0 ? ` with ${others} ${others === 1 ? "co-creator" : "co-creators"}` : ""}
      </p>
      <ProductRating rating={product.rating} />
      {university ? (
        // A flex item is never narrower than its longest word, and break-word (on the body) does
        // not change that; overflow-wrap: anywhere does, so a long unbroken name wraps in place.
        <p className="flex flex-wrap gap-x-2 text-slate-700 wrap-anywhere">
          <span>Linked to</span>
          <Link href={`/universities/${university.id}`} className={link}>
            {university.name}
          </Link>
          {uniCourse ? (
            <>
              <span aria-hidden="true">·</span>
              <Link href={`/universities/${university.id}/courses/${uniCourse.id}`} className={link}>
                {uniCourse.code ? `${uniCourse.code} ${uniCourse.name}` : uniCourse.name}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {product.sdgs.length ? (
        <ul aria-label="Sustainable Development Goals" className="flex flex-wrap gap-2">
          {product.sdgs.map((goal) => (
            <li key={goal} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {sdgLabel(goal)}
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
