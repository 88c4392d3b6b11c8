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
    <article className="product-card">
      {product.previewImgSmall ? (
        <StaticImage
          src={product.previewImgSmall}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          className="product-card-image"
        />
      ) : null}
      <div className="product-card-body">
        <p className="product-card-kicker">
          {[productTypeLabel(product.type), universityName, product.captioned ? "Captions" : ""].filter(Boolean).join(" · ")}
        </p>
        <h3 className="product-card-title">
          <Link href={`/products/${product.id}`} className="product-card-link">
            {product.title}
          </Link>
        </h3>
        <p className="product-card-subtitle">{product.subtitle}</p>
        <p className="product-card-author">{product.author}</p>
        <RatingStars rating={product.rating} />
        <div className="product-card-footer">
          <span>{difficultyLabel(product.difficulty)}</span>
          <span className="product-card-price">{product.free ? "Free" : formatPrice(product.price)}</span>
        </div>
      </div>
    </article>
  );
}
