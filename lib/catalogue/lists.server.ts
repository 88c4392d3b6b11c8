import "server-only";
import { unstable_cache } from "next/cache";
import { catalogueShape, facetShape } from "@/lib/db/product-queries";
import { toProduct } from "@/lib/db/product-shape";
import { approvedByShape, countMatches, PRODUCTS_REVALIDATE_SECONDS, PRODUCTS_TAG, shown } from "@/lib/db/products.server";
import type { Product } from "@/lib/types/product";
import { courseFacet, universityFacet } from "./facets";
import type { CatalogueSort } from "./query";

// The catalogue's short lists outside /courses: the home page's showcases, a university's and a
// university course's products. Each is one bounded query, cached and expired by approvals.

/** The first `count` products under a sort, for the home page's showcases. */
export const listTopProducts = unstable_cache(
  async (sort: CatalogueSort, count: number): Promise<Product[]> => {
    const snapshot = await shown(approvedByShape(catalogueShape(sort, false), null)).limit(count).get();
    return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
  },
  ["top-products"],
  { revalidate: PRODUCTS_REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

/** The best rated products of one university, for its page (the catalogue pages through the rest). */
export const listUniversityProducts = unstable_cache(
  async (universityId: string, count: number): Promise<Product[]> => {
    const snapshot = await shown(approvedByShape(facetShape, universityFacet(universityId))).limit(count).get();
    return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
  },
  ["university-products"],
  { revalidate: PRODUCTS_REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

/** The most products a university course's page lists; past it the page links to the catalogue. */
export const COURSE_PRODUCTS_SHOWN = 60;

/** A university course's products, best rated first, at most COURSE_PRODUCTS_SHOWN + 1 (to know there are more). */
export const listCourseProducts = unstable_cache(
  async (courseId: string): Promise<Product[]> => {
    const snapshot = await shown(approvedByShape(facetShape, courseFacet(courseId))).limit(COURSE_PRODUCTS_SHOWN + 1).get();
    return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
  },
  ["course-products"],
  { revalidate: PRODUCTS_REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);

/** How many approved products link to each of these university courses (counted, not read). */
export const countCourseProducts = unstable_cache(
  async (courseIds: string[]): Promise<Record<string, number>> => {
    const counts = await Promise.all(courseIds.map((id) => countMatches(approvedByShape(facetShape, courseFacet(id)))));
    return Object.fromEntries(courseIds.map((id, index) => [id, counts[index] ?? 0]));
  },
  ["course-product-counts"],
  { revalidate: PRODUCTS_REVALIDATE_SECONDS, tags: [PRODUCTS_TAG] },
);
