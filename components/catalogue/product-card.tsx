import { Link } from "@/components/ui/link";
import { productTypeLabel } from "@/lib/catalogue/labels";
import type { Product } from "@/lib/types/product";
import { difficultyLabel } from "@/lib/utils/difficulty";
import { formatPrice } from "@/lib/utils/format";
import { RatingStars } from "./rating-stars";
import { StaticImage } from "@/components/ui/static-image";

type ProductCardProps = {
  product: Product;
  /** The short name of the product's university, e.g. "BOKU"; empty when unknown. */
  universityName: string;
  /** Only the first cards of a page are above the fold; they load eagerly. */
  eager?: boolean;
};

export function ProductCard({ product, universityName, eager = false }: ProductCardProps) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      {product.previewImgSmall ? (
        <StaticImage
          src={product.previewImgSmall}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {productTypeLabel(product.type)}
          {universityName ? ` · ${universityName}` : ""}
        </p>
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          {/* The link covers the whole card (after:inset-0), yet its name stays the title. */}
          <Link href={`/products/${product.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {product.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-700">{product.subtitle}</p>
        <p className="text-sm text-slate-600">{product.author}</p>
        <RatingStars rating={product.rating} />
        <div className="mt-auto flex items-center justify-between pt-2">
          <span className="text-sm text-slate-600">{difficultyLabel(product.difficulty)}</span>
          <span className="text-base font-semibold text-slate-900">{product.free ? "Free" : formatPrice(product.price)}</span>
        </div>
      </div>
    </article>
  );
}
