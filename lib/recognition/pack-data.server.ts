import "server-only";
import { getApprovedProduct } from "@/lib/db/products.server";
import { getUniversity } from "@/lib/db/universities.server";
import type { Product } from "@/lib/types/product";
import type { RecognitionPlace } from "./summary";

/** The linked university as the pack names it; null when the product links none that exists. */
export type PackUniversity = { id: string; name: string; website: string };

/** Everything the pack describes: the approved product and the names of its university, degree and course. */
export type PackData = {
  product: Product;
  university: PackUniversity | null;
  place: RecognitionPlace;
  /** The course code at the university, e.g. "LCA-501"; "" when none. */
  courseCode: string;
};

/**
 * The pack's facts from cached reads only: the product under its own tag (an edit or a withdrawal
 * expires it, docs/decisions/0005) and the university's tree under the universities tag. Null for
 * a product that is missing or not approved.
 */
export async function readPackData(productId: string): Promise<PackData | null> {
  const product = await getApprovedProduct(productId);
  if (!product) return null;
  const tree = product.university ? await getUniversity(product.university) : null;
  const course = tree?.courses.find((entry) => entry.id === product.uniCourse);
  const degree = tree?.degrees.find((entry) => entry.id === product.uniDegree);
  return {
    product,
    university: tree ? { id: tree.id, name: tree.name, website: tree.website } : null,
    place: { university: tree?.name ?? "", degree: degree?.name ?? "", course: course ? [course.code, course.name].filter(Boolean).join(" ") : "" },
    courseCode: course?.code ?? "",
  };
}
