import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { FilteredReviews } from "@/components/product/filtered-reviews";
import { decodeCursor } from "@/lib/db/cursor";
import { getApprovedProduct } from "@/lib/db/products.server";
import { readFilteredRating, readFilteredReviewPage } from "@/lib/db/reviews.server";
import { getProductPlace } from "@/lib/db/universities.server";
import { checkTerm } from "@/lib/reviews/terms";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getApprovedProduct((await params).id);
  // Filtered copies of the product page's reviews: search engines index the product page instead.
  return { title: product ? `Reviews of ${product.title}` : "Course not found", robots: { index: false, follow: true } };
}

/**
 * The Reviews tab's filter (verified students of the product's university, a term) as its own
 * server-rendered page, so the cached product page stays the same for everyone and ships no
 * filter code. Paged by cursor links; a cursor that is not one of ours starts over.
 */
export default async function FilteredReviewsPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const product = await getApprovedProduct(id);
  if (!product) notFound();
  const { university } = await getProductPlace(product.university, product.uniCourse);
  const verified = first(query.verified) === "1" && university !== null;
  const checked = checkTerm(first(query.term));
  const term = checked.ok ? checked.term : null;
  const after = decodeCursor(first(query.after));
  const filter = { verifiedUniversity: verified && university ? university.id : null, term };
  const [page, termRating] = await Promise.all([readFilteredReviewPage(product.id, filter, after), term ? readFilteredRating(product.id, filter) : null]);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs trail={[{ label: "Home", href: "/" }, { label: "Courses", href: "/courses" }, { label: product.title, href: `/products/${product.id}` }]} current="Reviews" />
      <FilteredReviews product={product} university={university} verified={verified} term={term} termError={checked.ok ? null : checked.error} termRating={termRating} page={page} later={after !== null} />
    </div>
  );
}
