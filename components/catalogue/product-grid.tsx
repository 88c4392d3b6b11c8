import type { Product } from "@/lib/types/product";
import type { University } from "@/lib/types/university";
import { ProductCard } from "./product-card";

type ProductGridProps = {
  products: Product[];
  /** At least the products' universities: their short names label the cards. */
  universities: Pick<University, "id" | "shortName">[];
  /** The accessible name of the list, e.g. "Search results". */
  label: string;
  /** Load the first images eagerly: set where the grid is the page's main content. */
  eager?: boolean;
};

export function ProductGrid({ products, universities, label, eager = false }: ProductGridProps) {
  const shortName = new Map(universities.map((university) => [university.id, university.shortName]));
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} universityName={shortName.get(product.university) ?? ""} eager={eager && index < 3} />
        </li>
      ))}
    </ul>
  );
}
